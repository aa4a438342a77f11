import { todayIso } from '../../lib/dates.ts';

type NextPaymentInput = {
  status: string;
  createdAt: Date;
  trialEndsAt: Date | null;
  /** Due dates (yyyy-mm-dd) of the client's pending or overdue invoices. */
  openInvoiceDueDates: string[];
  now?: Date;
};

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The next monthly anniversary of the sign-up date on or after today (São Paulo dates). A client
 * who joined on the 31st pays on the last day of shorter months.
 */
export function nextMonthlyAnniversary(createdAt: Date, now: Date = new Date()): string {
  const day = Number(todayIso(createdAt).slice(8, 10));
  const [year, month, today] = todayIso(now).split('-').map(Number) as [number, number, number];
  let y = year;
  let m = month;
  if (Math.min(day, lastDayOf(y, m)) < today) {
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return `${y}-${pad(m)}-${pad(Math.min(day, lastDayOf(y, m)))}`;
}

/**
 * The earliest open invoice is what the client owes next. Without one: a trial pays when it ends;
 * an active client on its next monthly anniversary; suspended, cancelled or inactive clients owe
 * nothing new.
 */
export function nextPaymentOn({ status, createdAt, trialEndsAt, openInvoiceDueDates, now = new Date() }: NextPaymentInput): string | null {
  const earliest = [...openInvoiceDueDates].sort()[0];
  if (earliest) return earliest;
  if (status === 'trial') return trialEndsAt ? todayIso(trialEndsAt) : null;
  if (status === 'active') return nextMonthlyAnniversary(createdAt, now);
  return null;
}
