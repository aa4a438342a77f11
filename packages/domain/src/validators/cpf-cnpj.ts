import { displayCnpj, isCnpj, normalizeCnpj } from './cnpj.ts';
import { displayCpf, isCpf } from './cpf.ts';
import { CODE } from '../limits.ts';

/** A "CPF ou CNPJ" field: 11 digits are a person, 14 characters a company. */
export function isCpfOrCnpj(value: string): boolean {
  if (value.length > CODE.cpfCnpj) return false;
  const v = normalizeCnpj(value);
  return v.length === 11 ? isCpf(v) : isCnpj(v);
}

export function documentKind(value: string): 'cpf' | 'cnpj' | null {
  const v = normalizeCnpj(value);
  if (v.length === 11 && isCpf(v)) return 'cpf';
  if (v.length === 14 && isCnpj(v)) return 'cnpj';
  return null;
}

export function displayCpfOrCnpj(value: string): string {
  const v = normalizeCnpj(value);
  return v.length === 11 ? displayCpf(v) : v.length === 14 ? displayCnpj(v) : value;
}
