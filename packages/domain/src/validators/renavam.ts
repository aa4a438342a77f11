import { isRepeated, onlyDigits, strictDigits } from './digits.ts';
import { CODE } from '../limits.ts';

/**
 * RENAVAM: 11 digits, the last a check digit (weights 3,2,9,8,7,6,5,4,3,2 over the first ten;
 * sum·10 mod 11, 10 → 0). Legacy 9-digit numbers are the same number padded with 00, and a
 * 10-digit one is an 11-digit number whose leading zero a spreadsheet dropped.
 */
export function normalizeRenavam(value: string): string {
  const d = onlyDigits(value);
  return d.length === 9 || d.length === 10 ? d.padStart(11, '0') : d;
}

export function renavamCheckDigit(first10: string): number {
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = [...first10].reduce((acc, ch, i) => acc + Number(ch) * weights[i]!, 0);
  const digit = (sum * 10) % 11;
  return digit === 10 ? 0 : digit;
}

export function isRenavam(value: string): boolean {
  if (value.length > CODE.renavam || strictDigits(value) === null) return false;
  const d = normalizeRenavam(value);
  if (!/^\d{11}$/.test(d) || isRepeated(d)) return false;
  return renavamCheckDigit(d.slice(0, 10)) === Number(d[10]);
}
