import { isValidCnh } from '@brazilian-utils/brazilian-utils';
import { isRepeated, strictDigits } from './digits.ts';
import { CODE } from '../limits.ts';

/**
 * CNH (registro): 11 digits, not one digit repeated, no letters, is the rule. A check-digit
 * mismatch is only a warning to the user (cnhCheckDigitsMatch).
 */
export function isCnhFormat(value: string): boolean {
  if (value.length > CODE.cnh) return false;
  const d = strictDigits(value);
  return d !== null && /^\d{11}$/.test(d) && !isRepeated(d);
}

export const cnhCheckDigitsMatch = (value: string) => isCnhFormat(value) && isValidCnh(strictDigits(value)!);
