// Billing periods (issue 14, decision 021): an agency is billed monthly from the day its paid
// subscription started, clamped to 28 so every month has that day. Dates are yyyy-mm-dd strings
// (São Paulo calendar days); arithmetic is done on UTC midnights so no time zone shifts a day.

/** Most days an admin adds to a trial at once (Estender). */
export const TRIAL_EXTEND_DAYS_MAX = 90;
/** Days before a trial ends that its agency is told (once). */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

/** Highest billing day: February has no 29th-31st in most years. */
export const BILLING_DAY_MAX = 28;

const parse = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const format = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** iso + days (negative for earlier). */
export function addIsoDays(iso: string, days: number): string {
  const { y, m, d } = parse(iso);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function isoDaysBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/** The day of month an agency is billed on, from the date its paid subscription started. */
export const billingDayOf = (startedOn: string) => Math.min(parse(startedOn).d, BILLING_DAY_MAX);

/** The billing date of the month after `iso`'s month. */
function nextMonthOn(iso: string, billingDay: number): string {
  const { y, m } = parse(iso);
  return m === 12 ? format(y + 1, 1, billingDay) : format(y, m + 1, billingDay);
}

/**
 * The period an invoice issued on `start` bills: up to the day before the next billing date.
 * The first period after a conversion on the 29th-31st is a few days shorter (the billing day is
 * the 28th from then on).
 */
export function periodFrom(start: string, billingDay: number): { periodStart: string; periodEnd: string } {
  const { y, m, d } = parse(start);
  // A start before the billing day (a client billed on the 28th whose period was moved) ends this month.
  const next = d < billingDay ? format(y, m, billingDay) : nextMonthOn(start, billingDay);
  return { periodStart: start, periodEnd: addIsoDays(next, -1) };
}

/** True when `day` is a billing date for an agency whose paid subscription started on `startedOn`. */
export function isBillingDate(day: string, startedOn: string): boolean {
  if (day < startedOn) return false;
  return day === startedOn || parse(day).d === billingDayOf(startedOn);
}
