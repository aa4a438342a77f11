import { onlyDigits } from './validators/digits.ts';
import { formatPhone } from './validators/phone.ts';

// Input masks: pure functions that format PARTIAL input on every keystroke. They never add a
// trailing separator (so backspace works), accept their own output unchanged (idempotent) and
// only shape the text: whether the value is valid is the validators' job.

export type MaskKind = 'cpf' | 'cnpj' | 'cpfCnpj' | 'cep' | 'phone' | 'plate' | 'renavam' | 'chassis' | 'date' | 'money' | 'cnh' | 'uf';
export type Mask = (value: string) => string;

/** Joins groups with their separators, stopping at the first empty group. */
function group(chars: string, sizes: readonly number[], separators: readonly string[]): string {
  let out = '';
  let start = 0;
  for (const [i, size] of sizes.entries()) {
    const part = chars.slice(start, start + size);
    if (!part) break;
    out += (i > 0 ? separators[i - 1] : '') + part;
    start += size;
  }
  return out;
}

const upperAlphanumeric = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

/** 000.000.000-00 */
export const maskCpf: Mask = (value) => group(onlyDigits(value).slice(0, 11), [3, 3, 3, 2], ['.', '.', '-']);

/** 00.000.000/0000-00; letters (upper-cased) only in the first 12 positions, the check digits are numeric. */
export const maskCnpj: Mask = (value) => {
  let raw = '';
  for (const char of upperAlphanumeric(value)) {
    if (raw.length === 14) break;
    if (raw.length < 12 || /\d/.test(char)) raw += char;
  }
  return group(raw, [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
};

/** A CPF while the text has up to 11 digits and no letter; a CNPJ (alphanumeric) beyond that. */
export const maskCpfCnpj: Mask = (value) => {
  const raw = upperAlphanumeric(value);
  return raw.length <= 11 && /^\d*$/.test(raw) ? maskCpf(raw) : maskCnpj(raw);
};

/** 00000-000 */
export const maskCep: Mask = (value) => group(onlyDigits(value).slice(0, 8), [5, 3], ['-']);

/** (00) 0000-0000 for landlines, (00) 00000-0000 for mobiles; a pasted +55, 0055, 55 or trunk 0 is dropped. */
export const maskPhone: Mask = formatPhone;

/** ABC-1234 for an old plate (known once the fifth character is a digit), ABC1D23 for Mercosul. */
export const maskPlate: Mask = (value) => {
  const raw = upperAlphanumeric(value).slice(0, 7);
  return /^[A-Z]{3}\d\d/.test(raw) ? `${raw.slice(0, 3)}-${raw.slice(3)}` : raw;
};

/** Digits only, at most 11 (a legacy 9-digit or zero-less 10-digit RENAVAM is typed as it is, padded on save). */
export const maskRenavam: Mask = (value) => onlyDigits(value).slice(0, 11);

/**
 * Letters and digits upper-cased, at most 21: a VIN has 17, a pre-VIN chassis up to 21. I, O and
 * Q stay visible so the validator can point at them.
 */
export const maskChassis: Mask = (value) => upperAlphanumeric(value).slice(0, 21);

/** dd/mm/aaaa */
export const maskDate: Mask = (value) => group(onlyDigits(value).slice(0, 8), [2, 2, 4], ['/', '/']);

/** Reais digits a money field takes: R$ 99.999.999.999,99 stays a safe integer of centavos. */
const MONEY_MAX_INT_DIGITS = 11;

/** "1,234.56" pasted from an English spreadsheet: the only shape where the dot marks the centavos. */
const ENGLISH_AMOUNT = /^\d{1,3}(,\d{3})+\.\d{1,2}$/;

/**
 * Money as a Brazilian types it: digits are reais, thousands dots come by themselves, the comma
 * starts the centavos (at most two). '1234,5' → '1.234,5' (R$ 1.234,50), '1199' → '1.199',
 * 'R$ 1.234,56' → '1.234,56'. A typed dot is a thousands separator and is dropped; the comma the
 * user typed stays (so '12,' waits for its centavos). No value → ''.
 */
export const maskMoney: Mask = (value) => {
  const compact = value.replace(/[^\d.,]/g, '');
  const text = ENGLISH_AMOUNT.test(compact) ? compact.replace(/,/g, '').replace('.', ',') : value;
  const comma = text.indexOf(',');
  const typed = onlyDigits(comma < 0 ? text : text.slice(0, comma));
  let int = typed.replace(/^0+/, '').slice(0, MONEY_MAX_INT_DIGITS);
  if (!int && (typed || comma >= 0)) int = '0';
  if (!int) return '';
  const reais = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return comma < 0 ? reais : `${reais},${onlyDigits(text.slice(comma + 1)).slice(0, 2)}`;
};

/** A money field's text once the user leaves it: '1.234,5' → '1.234,50', '12,' and '12' → '12,00'. */
export const completeMoney: Mask = (value) => {
  const masked = maskMoney(value);
  if (!masked) return '';
  const [reais, cents = ''] = masked.split(',');
  return `${reais},${cents.padEnd(2, '0')}`;
};

/** Digits only, at most 11. */
export const maskCnh: Mask = (value) => onlyDigits(value).slice(0, 11);

/** Two letters, upper-cased. */
export const maskUf: Mask = (value) =>
  value
    .replace(/[^a-z]/gi, '')
    .slice(0, 2)
    .toUpperCase();

export const masks: Record<MaskKind, Mask> = {
  cpf: maskCpf,
  cnpj: maskCnpj,
  cpfCnpj: maskCpfCnpj,
  cep: maskCep,
  phone: maskPhone,
  plate: maskPlate,
  renavam: maskRenavam,
  chassis: maskChassis,
  date: maskDate,
  money: maskMoney,
  cnh: maskCnh,
  uf: maskUf,
};

// The money comma counts: the caret typed after it must stay after it.
const isSignificant = (char: string) => /[0-9a-z,]/i.test(char);
const countSignificant = (text: string) => [...text].filter(isSignificant).length;

/** Index just after the n-th significant character (0 when n is 0). */
function indexAfter(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSignificant(text[i]!) && ++seen === n) return i + 1;
  }
  return text.length;
}

/**
 * Masks `value` and moves the caret (an index into `value`) to the same place among the
 * significant characters, so typing or deleting in the middle of a masked field stays put.
 */
export function maskWithCaret(kind: MaskKind, value: string, caret: number): { value: string; caret: number } {
  const mask = masks[kind];
  const masked = mask(value);
  // Mask the text before the caret to know how many of its characters survive (letters dropped
  // from a CPF, characters past the maximum length).
  return { value: masked, caret: indexAfter(masked, countSignificant(mask(value.slice(0, caret)))) };
}

// --- Time of day (hh:mm) ---------------------------------------------------------------------
// Not a MaskKind on purpose: the time field (apps/web components/ui/time-input.tsx) uses it on
// its own, so the masked inputs' kinds and their tables stay as they are.

/**
 * hh:mm, 24-hour, as every Brazilian form writes it: '1430' → '14:30'. A colon (or 'h') the user
 * types closes the hour, so '9:05' and '9h05' → '09:05'; it stays while the minutes are typed,
 * like the money comma. Shape only: the contract checks 00:00–23:59.
 */
export const maskTime: Mask = (value) => {
  const separator = value.search(/[:h]/i);
  if (separator < 0) return group(onlyDigits(value).slice(0, 4), [2, 2], [':']);
  const hours = onlyDigits(value.slice(0, separator)).slice(0, 2);
  if (!hours) return maskTime(value.slice(separator + 1));
  return `${hours.padStart(2, '0')}:${onlyDigits(value.slice(separator + 1)).slice(0, 2)}`;
};
