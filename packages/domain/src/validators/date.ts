import { CODE } from '../limits.ts';

/** dd/mm/aaaa ⇄ ISO yyyy-mm-dd, rejecting dates that do not exist (31/02). */
export function parseBrDate(text: string): string | null {
  if (text.length > CODE.date) return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m;
  const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (d.getUTCFullYear() !== Number(yyyy) || d.getUTCMonth() !== Number(mm) - 1 || d.getUTCDate() !== Number(dd)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

export function formatBrDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

export const isBrDate = (text: string) => parseBrDate(text) !== null;

/** Today in America/Sao_Paulo as dd/mm/aaaa (the forms' default date). */
export function todayBr(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(now);
}

const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The date as a document's place-and-date line writes it, "29 de novembro de 2026", from
 * dd/mm/aaaa or ISO yyyy-mm-dd; anything else (a date being typed) as it was given.
 */
export function writtenDate(date: string): string {
  const text = date.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : parseBrDate(text);
  if (!iso || (iso === text && parseBrDate(formatBrDate(iso)) === null)) return text;
  const [y, m, d] = iso.split('-').map(Number);
  return longDate.format(new Date(Date.UTC(y!, m! - 1, d!, 12)));
}
