import { onlyDigits, strictDigits } from './digits.ts';
import { CODE } from '../limits.ts';

/** 8 digits, not 00000000; a letter anywhere refuses it ('abc01310100' is not a CEP). */
export function isCep(value: string): boolean {
  if (value.length > CODE.cep) return false;
  const d = strictDigits(value);
  return d !== null && /^\d{8}$/.test(d) && d !== '00000000';
}

export function displayCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}
