import { z } from 'zod';
import { registryMessages as m } from './messages.ts';
import { TEXT } from '../../limits.ts';
import { optionalCepField, optionalCnpjField, optionalDateField, optionalEmail, optionalPhoneField, optionalText, requiredText } from '../fields.ts';

/** Origem dos Serviços (spec §3): a company that sends work to the agency. */
export const originRequest = z.object({
  nomeEmpresa: requiredText(m.companyNameRequired, TEXT.legalName),
  razaoSocial: optionalText(TEXT.legalName),
  cnpj: optionalCnpjField(),
  endereco: optionalText(TEXT.address),
  numero: optionalText(TEXT.addressNumber),
  complemento: optionalText(TEXT.complement),
  cep: optionalCepField(),
  bairro: optionalText(TEXT.place),
  municipio: optionalText(TEXT.place),
  telefone: optionalPhoneField(),
  email: optionalEmail(),
  dataCadastro: optionalDateField(),
});
export type OriginRequest = z.input<typeof originRequest>;
export type OriginData = z.output<typeof originRequest>;

export const originResponse = z.object({
  id: z.string(),
  nomeEmpresa: z.string(),
  razaoSocial: z.string(),
  cnpj: z.string(),
  endereco: z.string(),
  numero: z.string(),
  complemento: z.string(),
  cep: z.string(),
  bairro: z.string(),
  municipio: z.string(),
  telefone: z.string(),
  email: z.string(),
  dataCadastro: z.string().nullable(),
  createdAt: z.string(),
});
export type OriginResponse = z.infer<typeof originResponse>;
