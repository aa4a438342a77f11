import { z } from 'zod';
import { registryMessages as m } from './messages.ts';
import {
  optionalCepField,
  optionalCnhField,
  optionalCnpjField,
  optionalCpfField,
  optionalDateField,
  optionalEmail,
  optionalPhoneField,
  optionalText,
  optionalUfField,
  requiredText,
} from '../fields.ts';
import { TEXT } from '../../limits.ts';

/** Cadastro do Proprietário (spec §3): a person by CPF or a company by CNPJ. */
export const ownerRequest = z
  .object({
    nome: requiredText(m.ownerNameRequired, TEXT.legalName),
    cpf: optionalCpfField(),
    cnpj: optionalCnpjField(),
    endereco: optionalText(TEXT.address),
    numero: optionalText(TEXT.addressNumber),
    complemento: optionalText(TEXT.complement),
    bairro: optionalText(TEXT.place),
    cep: optionalCepField(),
    municipio: optionalText(TEXT.place),
    uf: optionalUfField(),
    orgao: optionalText(TEXT.short),
    emissao: optionalDateField(),
    cnh: optionalCnhField(),
    nacionalidade: optionalText(TEXT.word),
    naturalidade: optionalText(TEXT.place),
    nasc: optionalDateField(),
    estadoCivil: optionalText(TEXT.word),
    email: optionalEmail(),
    telCom: optionalPhoneField(),
    ramal: optionalText(TEXT.extension),
    telRes: optionalPhoneField(),
    cel: optionalPhoneField(),
  })
  .refine((v) => v.cpf !== '' || v.cnpj !== '', { path: ['cpf'], message: m.ownerDocumentRequired });
export type OwnerRequest = z.input<typeof ownerRequest>;
export type OwnerData = z.output<typeof ownerRequest>;

export const ownerResponse = z.object({
  id: z.string(),
  nome: z.string(),
  cpf: z.string(),
  cnpj: z.string(),
  endereco: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cep: z.string(),
  municipio: z.string(),
  uf: z.string(),
  orgao: z.string(),
  emissao: z.string().nullable(),
  cnh: z.string(),
  nacionalidade: z.string(),
  naturalidade: z.string(),
  nasc: z.string().nullable(),
  estadoCivil: z.string(),
  email: z.string(),
  telCom: z.string(),
  ramal: z.string(),
  telRes: z.string(),
  cel: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnerResponse = z.infer<typeof ownerResponse>;
