export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

// Building a formatter costs far more than using one; mappers ask for "today" on every row.
const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in America/Sao_Paulo as yyyy-mm-dd: what "today" means to an agency in Rio. */
export const todayIso = (now: Date = new Date()) => saoPauloDay.format(now);

/** First instant of the current month in America/Sao_Paulo (UTC−3, no daylight saving since 2019). */
export function startOfMonthSaoPaulo(now: Date = new Date()): Date {
  const [y, m] = todayIso(now).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1, 3, 0, 0));
}
