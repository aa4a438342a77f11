import { z } from 'zod';
import { registryMessages as m } from './messages.ts';
import { optionalCepField, optionalCnpjField, optionalDateField, optionalEmail, optionalPhoneField, optionalText } from '../fields.ts';

/** Origem dos Serviços (spec §3): a company that sends work to the agency. */
export const originRequest = z.object({
  nomeEmpresa: z.string({ error: m.companyNameRequired }).trim().min(1, m.companyNameRequired),
  razaoSocial: optionalText(),
  cnpj: optionalCnpjField(),
  endereco: optionalText(),
  numero: optionalText(),
  complemento: optionalText(),
  cep: optionalCepField(),
  bairro: optionalText(),
  municipio: optionalText(),
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
