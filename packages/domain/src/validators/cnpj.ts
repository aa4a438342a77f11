import { formatCnpj, isValidCnpj } from '@brazilian-utils/brazilian-utils';

/** Keeps digits and letters, upper-cased: the alphanumeric CNPJ (July 2026) mixes both. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/** Numeric and alphanumeric CNPJ (check digits over ASCII − 48). */
export function isCnpj(value: string): boolean {
  const v = normalizeCnpj(value);
  return v.length === 14 && isValidCnpj(v, { version: 2 });
}

export function displayCnpj(value: string): string {
  return formatCnpj(normalizeCnpj(value), { version: 2 });
}
