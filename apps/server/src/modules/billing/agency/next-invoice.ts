import { todayIso } from '../../../lib/dates.ts';

/** Billing days run 1..28 so every month has one (decision of issue 14). */
const LAST_BILLING_DAY = 28;

const isoOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

/** The day after an ISO date. */
export const dayAfter = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return isoOf(y, m - 1, d + 1);
};

/**
 * When the agency's next invoice will be issued:
 * - after an invoice with a period, the day after that period ends;
 * - otherwise, the first billing day from today on, the billing day being the day of month the
 *   paid subscription started (`paidSince`), clamped to 28;
 * - in trial, the trial's end (conversion starts the paid subscription), or null when unknown.
 */
export function nextInvoiceDate(o: { status: string; trialEndsAt: Date | null; lastPeriodEnd: string | null; paidSince: Date; now: Date }): string | null {
  if (o.status === 'trial') return o.trialEndsAt ? todayIso(o.trialEndsAt) : null;
  if (o.lastPeriodEnd) return dayAfter(o.lastPeriodEnd);
  const day = Math.min(Number(todayIso(o.paidSince).slice(8, 10)), LAST_BILLING_DAY);
  const [y, m, d] = todayIso(o.now).split('-').map(Number) as [number, number, number];
  return d <= day ? isoOf(y, m - 1, day) : isoOf(y, m, day);
}

/** Amount = plan price + additional users × the plan's additional-user price (decision of issue 14). */
export const nextInvoiceAmount = (plan: { priceCents: number; additionalUserPriceCents: number }, additionalUsers: number) =>
  plan.priceCents + additionalUsers * plan.additionalUserPriceCents;
