import { formatCpf, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { isRepeated, onlyDigits, strictDigits } from './digits.ts';
import { CODE } from '../limits.ts';

/** 11 digits with both check digits; all-equal sequences and values with letters are rejected. */
export function isCpf(value: string): boolean {
  if (value.length > CODE.cpf) return false;
  const d = strictDigits(value);
  return d !== null && d.length === 11 && !isRepeated(d) && isValidCpf(d);
}

export const displayCpf = (value: string) => formatCpf(onlyDigits(value));
