import { displayCep, isCep } from '../../validators/cep.ts';
import { normalizeChassis } from '../../validators/chassis.ts';
import { normalizeCnpj } from '../../validators/cnpj.ts';
import { displayCpfOrCnpj, isCpfOrCnpj } from '../../validators/cpf-cnpj.ts';
import { onlyDigits, strictDigits } from '../../validators/digits.ts';
import { formatPhone, normalizePhone } from '../../validators/phone.ts';
import { displayPlate, normalizePlate } from '../../validators/plate.ts';
import { isRenavam, normalizeRenavam } from '../../validators/renavam.ts';

// The request fields that hold a code (plate, chassis, UF, RENAVAM, CPF/CNPJ, phone, CEP, CNH),
// by key: one table says how each is stored (the contracts' normal form, whatever was typed or
// posted through the API) and how it is shown (the same display as the rest of the system), so
// the forms, the history and the PDFs cannot drift apart.

export type RequestCodeKind = 'plate' | 'chassis' | 'uf' | 'renavam' | 'document' | 'phone' | 'cep' | 'cnh';

const keys: Record<RequestCodeKind, readonly string[]> = {
  plate: ['placa', 'placaVeiculo'],
  chassis: ['chassi'],
  uf: ['uf', 'compradorUf', 'ufComprador'],
  renavam: ['renavam'],
  document: [
    'cpfCnpj',
    'compradorCpfCnpj',
    'cpfCnpjRequerente',
    'cpfCnpjVendedor',
    'cpfCnpjComprador',
    'cpfCnpjProprietarioAnterior',
    'cpfCnpjNovoProprietario',
    'cpfCnpjProprietario',
  ],
  phone: [
    'telefone',
    'celular',
    'compradorTelefone',
    'compradorCelular',
    'telefoneRequerente',
    'telefoneVendedor',
    'celularVendedor',
    'telefoneComprador',
    'celularComprador',
  ],
  cep: ['cep', 'compradorCep', 'cepRequerente', 'cepComprador'],
  cnh: ['cnh', 'cnhVendedor'],
};

/** Field key → the kind of code it holds. */
export const requestCodeKinds: Readonly<Record<string, RequestCodeKind>> = Object.fromEntries(
  (Object.entries(keys) as [RequestCodeKind, readonly string[]][]).flatMap(([kind, list]) => list.map((key) => [key, kind])),
);

/** How each kind is stored. The contract has already accepted the value; one it could not read stays as it was. */
const normalisers: Record<RequestCodeKind, (value: string) => string> = {
  plate: normalizePlate,
  chassis: normalizeChassis,
  uf: (v) => v.trim().toUpperCase(),
  renavam: (v) => (isRenavam(v) ? normalizeRenavam(v) : v.trim()),
  document: (v) => (isCpfOrCnpj(v) ? normalizeCnpj(v) : v.trim()),
  phone: (v) => normalizePhone(v) ?? v.trim(),
  cep: (v) => (isCep(v) ? onlyDigits(v) : v.trim()),
  cnh: (v) => strictDigits(v) ?? v.trim(),
};

/** How each kind is shown: ABC-1234, 00639884962, 529.982.247-25, (21) 98765-4321, 22270-000. */
const displays: Record<RequestCodeKind, (value: string) => string> = {
  plate: displayPlate,
  chassis: normalizeChassis,
  uf: (v) => v.toUpperCase(),
  renavam: (v) => (isRenavam(v) ? normalizeRenavam(v) : v),
  document: (v) => (isCpfOrCnpj(v) ? displayCpfOrCnpj(v) : v),
  phone: (v) => {
    const national = normalizePhone(v);
    return national ? formatPhone(national) : v;
  },
  cep: (v) => (isCep(v) ? displayCep(v) : v),
  cnh: (v) => v,
};

/** A stored code as it is stored from now on ('' stays ''). */
export function normaliseCode(kind: RequestCodeKind, value: string): string {
  return value.trim() === '' ? '' : normalisers[kind](value);
}

/** A stored code (of any age: rows stored as typed too) as people read it. */
export function displayCode(kind: RequestCodeKind, value: string): string {
  const text = value.trim();
  return text === '' ? '' : displays[kind](text);
}
