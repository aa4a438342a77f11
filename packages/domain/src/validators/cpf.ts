import { formatCpf, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './digits.ts';
import { CODE } from '../limits.ts';

/** 11 digits with both check digits; all-equal sequences are rejected. */
export function isCpf(value: string): boolean {
  if (value.length > CODE.cpf) return false;
  const d = onlyDigits(value);
  return d.length === 11 && !/^(\d)\1{10}$/.test(d) && isValidCpf(d);
}

export const displayCpf = (value: string) => formatCpf(onlyDigits(value));
