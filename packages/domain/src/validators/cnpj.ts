import { formatCnpj, isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { isRepeated, onlyAlphanumeric, strictAlphanumeric } from './digits.ts';
import { CODE } from '../limits.ts';

/** Keeps digits and letters, upper-cased: the alphanumeric CNPJ (July 2026) mixes both. */
export const normalizeCnpj = onlyAlphanumeric;

/**
 * Numeric and alphanumeric CNPJ: 12 characters (letters or digits), then two check digits
 * computed over each character's ASCII code − 48. All-equal sequences are rejected, and so is
 * any character other than letters, digits and punctuation ('54550[752#0001..$55').
 */
export function isCnpj(value: string): boolean {
  if (value.length > CODE.cnpj) return false;
  const v = strictAlphanumeric(value);
  return v !== null && /^[0-9A-Z]{12}\d{2}$/.test(v) && !isRepeated(v) && isValidCnpj(v, { version: 2 });
}

export const displayCnpj = (value: string) => formatCnpj(normalizeCnpj(value), { version: 2 });
