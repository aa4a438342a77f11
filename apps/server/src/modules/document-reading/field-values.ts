import type { ReadField } from '@despacha/domain/contracts/document-reading/read-document';
import { chassisFitsYear, chassisFormat, normalizeChassis } from '@despacha/domain/validators/chassis';
import { documentKind } from '@despacha/domain/validators/cpf-cnpj';
import { normalizeCnpj } from '@despacha/domain/validators/cnpj';
import { isBrDate } from '@despacha/domain/validators/date';
import { moneyText, parseMoney } from '@despacha/domain/validators/money';
import { isPlate, normalizePlate } from '@despacha/domain/validators/plate';
import { isRenavam, normalizeRenavam } from '@despacha/domain/validators/renavam';
import { isUf } from '@despacha/domain/validators/uf';
import { isVehicleYear } from '@despacha/domain/contracts/fields';
import { TEXT } from '@despacha/domain/limits';

// Each value found beside a label goes through the domain's own validator before the screen may
// fill a field with it: a value that fails comes back not ok, with the text read, to be marked.

const ok = (value: string, text: string): ReadField => ({ ok: true, value, text });
export const failed = (text: string): ReadField => ({ ok: false, value: '', text });

const PLATE_IN_TEXT = /(?<![A-Z0-9])[A-Z]{3}[- ]?\d[A-Z0-9]\d{2}(?![A-Z0-9])/i;

/** A plate, old or Mercosul, alone or followed by its UF ("ABC1234/RJ", as "placa anterior / UF" prints). */
export function plateValue(text: string): ReadField {
  const candidate = isPlate(text) ? text : PLATE_IN_TEXT.exec(text)?.[0];
  return candidate && isPlate(candidate) ? ok(normalizePlate(candidate), text) : failed(text);
}

/** RENAVAM with its check digit; a legacy 9-digit number is padded as the registry stores it. */
export const renavamValue = (text: string): ReadField => (isRenavam(text) ? ok(normalizeRenavam(text), text) : failed(text));

/** A 17-character VIN, or a pre-VIN chassis when the manufacturing year read is up to 1986. */
export function chassisValue(text: string, year: string): ReadField {
  const format = chassisFormat(text);
  if (format === 'vin' || (format === 'old' && chassisFitsYear(text, year))) return ok(normalizeChassis(text), text);
  return failed(text);
}

/** A four-digit year from 1900 to next year (manufacturing, model, exercício). */
export const yearValue = (text: string): ReadField => (isVehicleYear(text.trim()) ? ok(text.trim(), text) : failed(text));

/** A descriptive value (cor, combustível, categoria...): words, as a select's label may hold them. */
export function wordsValue(text: string, max: number = TEXT.label): ReadField {
  const t = text.replace(/\s+/g, ' ').trim();
  return /\p{L}{2}/u.test(t) && [...t].length <= max ? ok(t, text) : failed(text);
}

/** A person's or company's name: letters, at most a razão social's length. */
export const nameValue = (text: string): ReadField => wordsValue(text, TEXT.legalName);

/** CPF or CNPJ (numeric or alphanumeric) with valid check digits; kept without punctuation. */
export const documentValue = (text: string): ReadField => (documentKind(text.trim()) ? ok(normalizeCnpj(text), text) : failed(text));

/** The first dd/mm/aaaa in the text that is a real date (a time may follow it). */
export function dateValue(text: string): ReadField {
  const date = /\b\d{2}\/\d{2}\/\d{4}\b/.exec(text)?.[0];
  return date && isBrDate(date) ? ok(date, text) : failed(text);
}

/** An amount in reais ("R$ 45.000,00"), as the money fields show it ("45.000,00"). */
export function moneyValue(text: string): ReadField {
  const cents = parseMoney(text.trim());
  return cents !== null && cents >= 0 ? ok(moneyText(cents), text) : failed(text);
}

/** "VW/GOL 1.0": make before the first '/', model after it. An import's "I/" prefix is skipped. */
export function makeAndModel(text: string): { marca?: ReadField; modelo?: ReadField } {
  const parts = text.split('/').map((p) => p.trim());
  if (parts.length > 2 && /^I$/i.test(parts[0]!)) parts.shift();
  if (parts.length < 2) return { modelo: wordsValue(text) };
  return { marca: wordsValue(parts[0]!), modelo: wordsValue(parts.slice(1).join('/')) };
}

/** "PASSAGEIRO / AUTOMOVEL": espécie before the '/', tipo after it. */
export function speciesAndType(text: string): { especie?: ReadField; tipo?: ReadField } {
  const [especie = '', ...tipo] = text.split('/').map((p) => p.trim());
  return tipo.length ? { especie: wordsValue(especie), tipo: wordsValue(tipo.join('/')) } : { especie: wordsValue(especie) };
}

/** "RIO DE JANEIRO RJ", "NITERÓI/RJ" or "NITERÓI - RJ": the municipality and its UF. */
export function placeValue(text: string): { municipio?: ReadField; uf?: ReadField } {
  const m = /^(.*?\p{L}.*?)[\s/\-–,]+([A-Za-z]{2})$/u.exec(text.trim());
  if (m && isUf(m[2]!)) return { municipio: wordsValue(m[1]!, TEXT.place), uf: ok(m[2]!.toUpperCase(), text) };
  return { municipio: wordsValue(text, TEXT.place) };
}
