import type { z } from 'zod';
import {
  cepField,
  cpfCnpjField,
  optionalCnhField,
  optionalEmail,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  ufField,
} from '../fields.ts';
import { requestMessages as m } from './messages.ts';

// The owner block (§3) of Vistoria em Trânsito and Comunicação de Venda; Isenção de Taxa names
// the first field `nome` ('Nome é obrigatório'). Spread into each form's z.object.

const ownerAddressShape = {
  documentoIdentidade: requiredText(m.documentoIdentidadeRequired),
  orgaoExpedidor: requiredText(m.orgaoExpedidorRequired),
  cpfCnpj: cpfCnpjField(m.cpfCnpjRequired),
  cnh: optionalCnhField(),
  endereco: requiredText(m.enderecoRequired),
  numero: requiredText(m.numeroRequired),
  complemento: optionalText(),
  cep: cepField(m.cepMin),
  uf: ufField(m.ufRequired),
  cidade: requiredText(m.cidadeRequired),
  bairro: requiredText(m.bairroRequired),
  telefone: phoneField(m.telefoneRequired),
  celular: optionalPhoneField(),
  email: optionalEmail(),
};

export const ownerShape = {
  nomeRazaoSocial: requiredText(m.nomeRazaoSocialRequired),
  nomeSocial: optionalText(),
  ...ownerAddressShape,
};

export const namedOwnerShape = {
  nome: requiredText(m.nomeRequired),
  nomeSocial: optionalText(),
  ...ownerAddressShape,
};

/** What a form holding the owner block types into it (with `nomeRazaoSocial` or `nome`). */
export type OwnerBlockRequest = z.input<z.ZodObject<typeof ownerShape>>;
export type NamedOwnerBlockRequest = z.input<z.ZodObject<typeof namedOwnerShape>>;

const ownerAddressDefaults = () => ({
  documentoIdentidade: '',
  orgaoExpedidor: '',
  cpfCnpj: '',
  cnh: '',
  endereco: '',
  numero: '',
  complemento: '',
  cep: '',
  uf: '',
  cidade: '',
  bairro: '',
  telefone: '',
  celular: '',
  email: '',
});

export const ownerDefaults = () => ({ nomeRazaoSocial: '', nomeSocial: '', ...ownerAddressDefaults() });

export const namedOwnerDefaults = () => ({ nome: '', nomeSocial: '', ...ownerAddressDefaults() });
