import { CODE } from '../limits.ts';

// Old plates ABC1234; Mercosul plates ABC1D23. Any case, with or without the hyphen.
const OLD = /^[A-Z]{3}\d{4}$/;
const MERCOSUL = /^[A-Z]{3}\d[A-Z]\d{2}$/;

export const normalizePlate = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

export function plateFormat(value: string): 'old' | 'mercosul' | null {
  if (value.length > CODE.plate) return null;
  const p = normalizePlate(value);
  if (OLD.test(p)) return 'old';
  if (MERCOSUL.test(p)) return 'mercosul';
  return null;
}

export const isPlate = (value: string) => plateFormat(value) !== null;

/** The Mercosul form of an old plate: the fifth character's digit becomes the letter A–J. */
export function toMercosulPlate(value: string): string {
  const p = normalizePlate(value);
  if (!OLD.test(p)) return p;
  return p.slice(0, 4) + String.fromCharCode(65 + Number(p[4])) + p.slice(5);
}

/** Both spellings of a plate, for lookups that must find either. */
export function plateVariants(value: string): string[] {
  const p = normalizePlate(value);
  if (MERCOSUL.test(p) && /[A-J]/.test(p[4]!)) return [p, p.slice(0, 4) + (p.charCodeAt(4) - 65) + p.slice(5)];
  if (OLD.test(p)) return [p, toMercosulPlate(p)];
  return [p];
}

export function displayPlate(value: string): string {
  const p = normalizePlate(value);
  return OLD.test(p) ? `${p.slice(0, 3)}-${p.slice(3)}` : p;
}
