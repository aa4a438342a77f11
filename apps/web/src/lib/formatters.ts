const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const shortDate = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/** Centavos to 'R$ 199,00'. */
export const formatCurrency = (cents: number): string => currency.format(cents / 100);

/** ISO date or timestamp to dd/mm/aaaa in America/Sao_Paulo. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00-03:00`)
    : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

const CNPJ_LENGTH = 14;
const CNPJ_BASE_LENGTH = 12;

/**
 * Masks a CNPJ as it is typed: 00.000.000/0000-00, also for the alphanumeric
 * CNPJ (letters, upper-cased, in the first 12 positions; check digits are numeric).
 */
export function maskCnpj(value: string): string {
  let raw = '';
  for (const char of value.toUpperCase()) {
    if (raw.length === CNPJ_LENGTH) break;
    const allowed = raw.length < CNPJ_BASE_LENGTH ? /[0-9A-Z]/ : /[0-9]/;
    if (allowed.test(char)) raw += char;
  }
  const parts = [raw.slice(0, 2), raw.slice(2, 5), raw.slice(5, 8), raw.slice(8, 12), raw.slice(12)];
  const [a, b, c, d, e] = parts;
  let out = a ?? '';
  if (b) out += `.${b}`;
  if (c) out += `.${c}`;
  if (d) out += `/${d}`;
  if (e) out += `-${e}`;
  return out;
}
