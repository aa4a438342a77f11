import type { z } from 'zod';
import { cepField, cpfCnpjField, optionalCnhField, optionalEmail, optionalPhoneField, optionalText, phoneField, requiredText, ufField } from '../fields.ts';
import { TEXT } from '../../limits.ts';
import { requestMessages as m } from './messages.ts';

// The owner block (§3) of Vistoria em Trânsito and Comunicação de Venda; Isenção de Taxa names
// the first field `nome` ('Nome é obrigatório'). Spread into each form's z.object.

const ownerAddressShape = {
  documentoIdentidade: requiredText(m.documentoIdentidadeRequired, TEXT.short),
  orgaoExpedidor: requiredText(m.orgaoExpedidorRequired, TEXT.short),
  cpfCnpj: cpfCnpjField(m.cpfCnpjRequired),
  cnh: optionalCnhField(),
  endereco: requiredText(m.enderecoRequired, TEXT.address),
  numero: requiredText(m.numeroRequired, TEXT.addressNumber),
  complemento: optionalText(TEXT.complement),
  cep: cepField(m.cepMin),
  uf: ufField(m.ufRequired),
  cidade: requiredText(m.cidadeRequired, TEXT.place),
  bairro: requiredText(m.bairroRequired, TEXT.place),
  telefone: phoneField(m.telefoneRequired),
  celular: optionalPhoneField(),
  email: optionalEmail(),
};

export const ownerShape = {
  nomeRazaoSocial: requiredText(m.nomeRazaoSocialRequired, TEXT.legalName),
  nomeSocial: optionalText(TEXT.name),
  ...ownerAddressShape,
};

export const namedOwnerShape = {
  nome: requiredText(m.nomeRequired, TEXT.legalName),
  nomeSocial: optionalText(TEXT.name),
  ...ownerAddressShape,
};

/** What a form holding the owner block types into it (with `nomeRazaoSocial` or `nome`). */
export type OwnerBlockRequest = z.input<z.ZodObject<typeof ownerShape>>;
export type NamedOwnerBlockRequest = z.input<z.ZodObject<typeof namedOwnerShape>>;
