import { getAreaCodeInfo } from '@brazilian-utils/brazilian-utils';
import { CODE } from '../limits.ts';

/** Brazilian landline (10 digits) or mobile (11 digits, 9 after the DDD); the DDD must be one Anatel assigned. */
export function isPhone(value: string): boolean {
  if (value.length > CODE.phone) return false;
  const d = value.replace(/\D/g, '');
  if (!/^[1-9][1-9]/.test(d) || getAreaCodeInfo(d.slice(0, 2)) === null) return false;
  if (d.length === 10) return /^[2-5]$/.test(d[2]!);
  if (d.length === 11) return d[2] === '9';
  return false;
}

export function formatPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return rest.length > split ? `(${d.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}` : `(${d.slice(0, 2)}) ${rest}`;
}
