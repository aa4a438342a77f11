export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

// Building a formatter costs far more than using one; mappers ask for "today" on every row.
const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

let lastSecond = -1;
let lastDay = '';

/** Today's date in America/Sao_Paulo as yyyy-mm-dd: what "today" means to an agency in Rio. */
export function todayIso(now?: Date): string {
  if (now) return saoPauloDay.format(now);
  // Asked for every service row a list maps, and format() costs ~1 µs: kept for the current
  // second. A day always starts on a whole second, so the answer cannot be stale.
  const second = Math.floor(Date.now() / 1000);
  if (second !== lastSecond) {
    lastSecond = second;
    lastDay = saoPauloDay.format(new Date(second * 1000));
  }
  return lastDay;
}

/** First instant of the current month in America/Sao_Paulo (UTC−3, no daylight saving since 2019). */
export function startOfMonthSaoPaulo(now: Date = new Date()): Date {
  const [y, m] = todayIso(now).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1, 3, 0, 0));
}
