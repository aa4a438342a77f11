import { displayCnpj, isCnpj, normalizeCnpj } from './cnpj.ts';
import { displayCpf, isCpf } from './cpf.ts';
import { strictAlphanumeric } from './digits.ts';
import { CODE } from '../limits.ts';

/** A "CPF ou CNPJ" field: 11 digits are a person, 14 characters a company. */
export function isCpfOrCnpj(value: string): boolean {
  return documentKind(value) !== null;
}

export function documentKind(value: string): 'cpf' | 'cnpj' | null {
  if (value.length > CODE.cpfCnpj) return null;
  const v = strictAlphanumeric(value);
  if (v?.length === 11 && isCpf(v)) return 'cpf';
  if (v?.length === 14 && isCnpj(v)) return 'cnpj';
  return null;
}

export function displayCpfOrCnpj(value: string): string {
  const v = normalizeCnpj(value);
  return v.length === 11 ? displayCpf(v) : v.length === 14 ? displayCnpj(v) : value;
}
