export const onlyDigits = (value: string) => value.replace(/\D/g, '');
export const onlyAlphanumeric = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

// What people type or paste around a document number. Anything else (a letter in a CPF, a '$')
// means something other than the number was pasted, so the value is refused rather than cleaned.
const PUNCTUATION = /[\s./-]/g;

/** The digits of `value` when it holds only digits and punctuation; null when it holds anything else. */
export function strictDigits(value: string): string | null {
  const rest = value.replace(PUNCTUATION, '');
  return /^\d*$/.test(rest) ? rest : null;
}

/** Letters and digits (upper-cased) when the rest is punctuation only; null otherwise. */
export function strictAlphanumeric(value: string): string | null {
  const rest = value.replace(PUNCTUATION, '');
  return /^[0-9a-z]*$/i.test(rest) ? rest.toUpperCase() : null;
}

/** One character repeated over the whole value ('00000000000', 'AAAAAAAAAAAAAAAAA'). */
export const isRepeated = (value: string) => value.length > 1 && /^(.)\1+$/.test(value);
