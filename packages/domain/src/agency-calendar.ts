// The agency's calendar: days are agency-local (America/Sao_Paulo) and written YYYY-MM-DD. No zod,
// so pages compute their default periods without loading a schema (caixa, reports).

const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in America/Sao_Paulo. */
export const agencyToday = (now: Date = new Date()) => saoPauloDay.format(now);

/** Days from `from` to `to`, both counted (2026-11-01..2026-11-30 is 30). */
export const periodDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The day `days` after (or before) an ISO day. */
export const shiftDay = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

/** The first and last day of the month an ISO day falls in. */
export function monthOf(iso: string): { from: string; to: string } {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${iso.slice(0, 8)}01`, to: `${iso.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

/** The first and last day of the current month in America/Sao_Paulo. */
export const currentMonthPeriod = (now: Date = new Date()) => monthOf(agencyToday(now));

/** Monday to Sunday around an ISO day. */
export function weekOf(iso: string): { from: string; to: string } {
  const monday = shiftDay(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));
  return { from: monday, to: shiftDay(monday, 6) };
}
