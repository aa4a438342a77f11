import { getAreaCodeInfo } from '@brazilian-utils/brazilian-utils';
import { CODE } from '../limits.ts';

// A phone is stored as its national number: the DDD and 8 (landline) or 9 (mobile) digits.
// People also write the country code (+55, 0055, or a bare 55 in front of a full number) and the
// trunk zero before the DDD ('(021) …'); those are dropped, never the other way round, so
// '(55) 98765-4321' stays a DDD-55 mobile.

/** The national digits once a country code or trunk zero is taken off, judged by shape only. */
function nationalDigits(digits: string, plus: boolean): string {
  if (plus) return digits.startsWith('55') ? digits.slice(2) : digits;
  if (digits.startsWith('0055')) return digits.slice(4);
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) return digits.slice(2);
  if (digits.startsWith('0') && (digits.length === 11 || digits.length === 12)) return digits.slice(1);
  return digits;
}

/** Landline: DDD + 8 digits starting 2–5; mobile: DDD + 9 + 8 digits; the DDD one Anatel assigned. */
function isNationalPhone(d: string): boolean {
  if (!/^[1-9][1-9]/.test(d) || getAreaCodeInfo(d.slice(0, 2)) === null) return false;
  if (d.length === 10) return /^[2-5]$/.test(d[2]!);
  if (d.length === 11) return d[2] === '9';
  return false;
}

/**
 * The national number of a Brazilian phone as typed ('+55 (21) 98765-4321' → '21987654321'),
 * or null when it is not one: only digits, spaces, dots, hyphens, brackets and a leading '+'
 * may surround the digits, and a '+' must be Brazil's.
 */
export function normalizePhone(value: string): string | null {
  if (value.length > CODE.phone) return null;
  const text = value.trim();
  if (!/^\+?[\d\s().-]*$/.test(text)) return null;
  const plus = text.startsWith('+');
  const digits = text.replace(/\D/g, '');
  if (plus && !digits.startsWith('55')) return null;
  const national = nationalDigits(digits, plus);
  return isNationalPhone(national) ? national : null;
}

export const isPhone = (value: string) => normalizePhone(value) !== null;

/**
 * (00) 0000-0000 or (00) 00000-0000, for a stored number and for partial input alike. Leading
 * zeros go first (no DDD starts with 0, so '0', '00' and '0055' build up to the number after
 * them), then a country code as soon as the number's length shows it.
 */
export function formatPhone(value: string): string {
  const d = nationalDigits(value.replace(/\D/g, '').replace(/^0+/, ''), /^\s*\+/.test(value)).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return rest.length > split ? `(${d.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}` : `(${d.slice(0, 2)}) ${rest}`;
}
