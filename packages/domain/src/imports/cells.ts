import { formatMessages as f, inputMessages } from '../messages.ts';
import { CODE, MONEY_MAX_CENTS } from '../limits.ts';
import { parseMoney } from '../validators/money.ts';
import { parseBrDate } from '../validators/date.ts';
import { isCpf } from '../validators/cpf.ts';
import { isCnpj } from '../validators/cnpj.ts';
import { strictAlphanumeric, strictDigits } from '../validators/digits.ts';
import { isRenavam } from '../validators/renavam.ts';
import { isCep } from '../validators/cep.ts';

// Importar dados: one cell of a spreadsheet as the forms would take it. A spreadsheet writes
// values more ways than a person types them in a form (an XLSX number arrives as "1234.56", Excel
// drops a CPF's leading zeros, a date may carry its time), so these parsers accept those ways and
// hand the forms' validators a value they know; every refusal is a message of the forms.

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = (message: string): CellResult<never> => ({ ok: false, message });

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a cell's text cannot be stored (a NUL byte, half of a UTF-16 pair), as the server's input guard says it; null when fine. */
export function cellTextProblem(text: string): string | null {
  if (text.includes('\0')) return inputMessages.nulCharacter;
  if (LONE_SURROGATE.test(text)) return inputMessages.brokenText;
  return null;
}

// ---- Money ------------------------------------------------------------------------------

/**
 * Money in any usual writing, as integer centavos: "1.234,56", "1234,56", "R$ 1.234,56", "R$1234",
 * "12,5", and the English or XLSX writing "1234.56", "1,234.56", "1.5e3". Which mark is the
 * decimal one: with both marks, the last; with one kind only, a comma followed by one or two
 * digits, a dot followed by anything but exactly three digits after a group of one to three
 * ("1.234" is mil duzentos e trinta e quatro reais, as parseMoney reads it; "1234.567" and the
 * float noise "1234.5600000000001" are decimals, rounded to the centavo). "1,234" alone is
 * ambiguous and refused; "0.125" is a decimal. Excel's accounting zero ("R$ -") is 0; blank is 0 (the form's rule).
 * Negative amounts are refused ('Valor inválido'), over MONEY_MAX_CENTS 'Valor máximo: …'.
 */
export function parseMoneyCell(text: string): CellResult<number> {
  if (text.length > CODE.money) return fail(f.moneyInvalid);
  const t = text.replace(/\s/g, '').replace(/^(R\$|BRL)/i, '');
  if (t === '' || t === '-') return ok(0);
  const cents = moneyCents(t);
  if (cents === null || cents < 0) return fail(f.moneyInvalid);
  if (cents > MONEY_MAX_CENTS) return fail(f.moneyTooLarge);
  return ok(cents);
}

const GROUPED_DOTS = /^\d{1,3}(\.\d{3})+$/;
const GROUPED_COMMAS = /^\d{1,3}(,\d{3})+$/;

function moneyCents(t: string): number | null {
  // What a Brazilian types: the forms' own parser (it also reads "-10", refused by the caller).
  // Not "0.123": no one groups thousands after a zero, so that is a decimal.
  const br = t.startsWith('0.') ? null : parseMoney(t);
  if (br !== null) return br;
  if (/^\d+(\.\d+)?e[+-]?\d+$/i.test(t)) {
    const n = Number(t);
    return Number.isFinite(n) ? Math.round(n * 100) : null;
  }
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return null;
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  let int: string;
  let frac = '';
  if (comma >= 0 && dot >= 0) {
    // "1,234.56" (the other writing; "1.234,56" was parseMoney's).
    if (dot < comma) return null;
    int = t.slice(0, dot);
    frac = t.slice(dot + 1);
    if (!GROUPED_COMMAS.test(int) || !/^\d{1,2}$/.test(frac)) return null;
    int = int.replace(/,/g, '');
  } else if (comma >= 0) {
    // "1,234,567" only: one comma with 1-2 digits after it was parseMoney's; with 3, ambiguous.
    if (!GROUPED_COMMAS.test(t) || t.indexOf(',') === comma) return null;
    int = t.replace(/,/g, '');
  } else {
    // Dots only. "1.234.567" was parseMoney's (grouped thousands); one dot is a decimal point.
    if ((GROUPED_DOTS.test(t) && !t.startsWith('0.')) || t.indexOf('.') !== dot) return null;
    int = t.slice(0, dot);
    frac = t.slice(dot + 1);
    if (!/^\d*$/.test(int) || !/^\d+$/.test(frac)) return null;
  }
  if (int === '' && frac === '') return null;
  const round = frac.length > 2 && frac[2]! >= '5' ? 1 : 0;
  return Number(int || '0') * 100 + Number(frac.slice(0, 2).padEnd(2, '0')) + round;
}

// ---- Dates ------------------------------------------------------------------------------

/**
 * Two-digit years as Excel and Windows read them: 00–29 are 2000–2029, 30–99 are 1930–1999. A
 * birth date "15/03/65" is 1965, a service date "10/01/26" is 2026.
 */
export const TWO_DIGIT_YEAR_PIVOT = 30;

export const fullYear = (yy: number) => (yy < TWO_DIGIT_YEAR_PIVOT ? 2000 + yy : 1900 + yy);

const BR_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:[ T]+\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO_DATE = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date as ISO yyyy-mm-dd: "dd/mm/aaaa", "d/m/aaaa", "dd/mm/aa" (TWO_DIGIT_YEAR_PIVOT),
 * "dd-mm-aaaa", "dd.mm.aaaa", "aaaa-mm-dd" (also with a time, as an XLSX date is written: the time
 * is dropped). A date that does not exist (31/02/2026) is refused with the forms' message.
 */
export function parseDateCell(text: string): CellResult<string> {
  const t = text.trim();
  if (t.length > 40) return fail(f.dateInvalid);
  let day: string;
  let month: string;
  let year: string;
  const br = BR_DATE.exec(t);
  const iso = br ? null : ISO_DATE.exec(t);
  if (br) {
    [day, month, year] = [br[1]!, br[3]!, br[4]!];
    if (year.length === 2) year = String(fullYear(Number(year)));
  } else if (iso) {
    [year, month, day] = [iso[1]!, iso[3]!, iso[4]!];
  } else {
    return fail(f.dateInvalid);
  }
  const parsed = parseBrDate(`${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`);
  return parsed ? ok(parsed) : fail(f.dateInvalid);
}

// ---- Documents --------------------------------------------------------------------------

export type DocumentCell = { kind: 'cpf' | 'cnpj'; value: string };

/**
 * One "CPF/CNPJ" cell split into a CPF (11 digits) or a CNPJ (14 characters, the alphanumeric one
 * too), normalised. Excel keeps a document typed as a number without its leading zeros, so 8 to
 * 10 digits that make a valid CPF once left-padded to 11 are that CPF, and 12 or 13 digits that
 * make a valid CNPJ once padded to 14 are that CNPJ (the check digits make a wrong guess
 * unlikely). The refusal names the kind its length shows: 'CPF inválido', 'CNPJ inválido', else
 * 'CPF/CNPJ inválido'.
 */
export function parseDocumentCell(text: string): CellResult<DocumentCell> {
  const t = text.trim();
  if (t.length > CODE.cpfCnpj) return fail(f.cpfCnpjInvalid);
  const v = strictAlphanumeric(t);
  if (v === null) return fail(f.cpfCnpjInvalid);
  if (/^\d+$/.test(v)) {
    if (v.length >= 8 && v.length <= 11) {
      const cpf = v.padStart(11, '0');
      if (isCpf(cpf)) return ok({ kind: 'cpf', value: cpf });
    }
    if (v.length >= 12 && v.length <= 14) {
      const cnpj = v.padStart(14, '0');
      if (isCnpj(cnpj)) return ok({ kind: 'cnpj', value: cnpj });
    }
  } else if (v.length === 14 && isCnpj(v)) {
    return ok({ kind: 'cnpj', value: v });
  }
  return fail(v.length === 11 ? f.cpfInvalid : v.length === 14 ? f.cnpjInvalid : f.cpfCnpjInvalid);
}

/**
 * RENAVAM as 11 digits. The validator already reads 9 digits (the old numbers) and 10 (a dropped
 * leading zero) as padded; a cell also drops the zeros of an old number kept as "00" + 9 digits
 * with a leading zero, so 8 digits are padded too when the check digit then holds.
 */
export function parseRenavamCell(text: string): CellResult<string> {
  const t = text.trim();
  if (t.length > CODE.renavam) return fail(f.renavamInvalid);
  const d = strictDigits(t);
  if (d === null || d.length < 8 || d.length > 11) return fail(f.renavamInvalid);
  const padded = d.padStart(11, '0');
  return isRenavam(padded) ? ok(padded) : fail(f.renavamInvalid);
}

/** CEP as 8 digits; São Paulo's CEPs start with 0, which Excel drops: 7 digits are padded. */
export function parseCepCell(text: string): CellResult<string> {
  const t = text.trim();
  if (t.length > CODE.cep) return fail(f.cepInvalid);
  const d = strictDigits(t);
  if (d === null) return fail(f.cepInvalid);
  const cep = d.length === 7 ? `0${d}` : d;
  return isCep(cep) ? ok(cep) : fail(f.cepInvalid);
}
