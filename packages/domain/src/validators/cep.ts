import { onlyDigits } from './digits.ts';
import { CODE } from '../limits.ts';

export const isCep = (value: string) => value.length <= CODE.cep && /^\d{8}$/.test(onlyDigits(value)) && onlyDigits(value) !== '00000000';

export function displayCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}
