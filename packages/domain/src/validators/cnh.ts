import { isValidCnh } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './digits.ts';
import { CODE } from '../limits.ts';

/** CNH (registro): 11 digits is the rule; a check-digit mismatch is only a warning to the user. */
export const isCnhFormat = (value: string) => value.length <= CODE.cnh && /^\d{11}$/.test(onlyDigits(value));

export const cnhCheckDigitsMatch = (value: string) => isCnhFormat(value) && isValidCnh(onlyDigits(value));
