import { isValidCnh } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './digits.ts';

/** CNH (registro): 11 digits is the rule; a check-digit mismatch is only a warning to the user. */
export const isCnhFormat = (value: string) => /^\d{11}$/.test(onlyDigits(value));

export const cnhCheckDigitsMatch = (value: string) => isCnhFormat(value) && isValidCnh(onlyDigits(value));
