import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoiceMonths, invoices, paymentMonths, payments } from '../../../db/schema/index.ts';

// Sums over five years of invoices and payments, read from the monthly figures the database keeps
// (payment_months and invoice_months, migration 0026, decision 044) for the whole months of a
// period, and from the rows themselves, by index, for the days at its ends.

type Range = { from?: string; to?: string };

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (d: string) => [Number(d.slice(0, 4)), Number(d.slice(5, 7)), Number(d.slice(8, 10))] as const;
const monthOf = (d: string) => `${d.slice(0, 8)}01`;
function addMonths(d: string, months: number) {
  const [y, m] = parts(d);
  const t = new Date(Date.UTC(y, m - 1 + months, 1));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-01`;
}
function dayBefore(d: string) {
  const [y, m, day] = parts(d);
  const t = new Date(Date.UTC(y, m - 1, day - 1));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}
const isLastDay = (d: string) => {
  const [y, m, day] = parts(d);
  return new Date(Date.UTC(y, m, 0)).getUTCDate() === day;
};

/**
 * [from, to] (either end open) as the whole months inside it, first days from and to inclusive,
 * and the days at either end that do not make a whole month. Without whole months the period is
 * all days (less than two months of rows).
 */
export function splitByMonth({ from, to }: Range): { months: Range | null; days: Range[] } {
  const monthFrom = from === undefined ? undefined : from.endsWith('-01') ? from : addMonths(from, 1);
  const monthTo = to === undefined ? undefined : isLastDay(to) ? monthOf(to) : addMonths(to, -1);
  if (monthFrom !== undefined && monthTo !== undefined && monthFrom > monthTo) return { months: null, days: [{ from, to }] };
  const days: Range[] = [];
  if (from !== undefined && monthFrom !== from) days.push({ from, to: dayBefore(monthFrom!) });
  if (to !== undefined && !isLastDay(to)) days.push({ from: monthOf(to), to });
  return { months: { from: monthFrom, to: monthTo }, days };
}

export type PaymentTotal = { method: string; status: string; payments: number; amountCents: number };

/** Payments (count and amount) per method and status in [from, to], optionally of one method or confirmed only. */
export async function paymentTotals(db: Db, o: Range & { method?: string; confirmedOnly?: boolean }): Promise<PaymentTotal[]> {
  const { months, days } = splitByMonth(o);
  const reads: Promise<{ method: string; status: string; n: unknown; cents: unknown }[]>[] = [];
  if (months) {
    reads.push(
      db
        .select({
          method: paymentMonths.method,
          status: paymentMonths.status,
          n: sql`sum(${paymentMonths.payments})`,
          cents: sql`sum(${paymentMonths.amountCents})`,
        })
        .from(paymentMonths)
        .where(
          and(
            months.from ? gte(paymentMonths.month, months.from) : undefined,
            months.to ? lte(paymentMonths.month, months.to) : undefined,
            o.method ? eq(paymentMonths.method, o.method) : undefined,
            o.confirmedOnly ? eq(paymentMonths.status, 'confirmed') : undefined,
          ),
        )
        .groupBy(paymentMonths.method, paymentMonths.status),
    );
  }
  for (const d of days) {
    reads.push(
      db
        .select({ method: payments.method, status: payments.status, n: sql`count(*)`, cents: sql`sum(${payments.amountCents})` })
        .from(payments)
        .where(
          and(
            d.from ? gte(payments.paidOn, d.from) : undefined,
            d.to ? lte(payments.paidOn, d.to) : undefined,
            o.method ? eq(payments.method, o.method) : undefined,
            o.confirmedOnly ? eq(payments.status, 'confirmed') : undefined,
          ),
        )
        .groupBy(payments.method, payments.status),
    );
  }
  const merged = new Map<string, PaymentTotal>();
  for (const rows of await Promise.all(reads)) {
    for (const r of rows) {
      const key = `${r.method}\u0000${r.status}`;
      const t = merged.get(key) ?? { method: r.method, status: r.status, payments: 0, amountCents: 0 };
      t.payments += Number(r.n ?? 0);
      t.amountCents += Number(r.cents ?? 0);
      merged.set(key, t);
    }
  }
  return [...merged.values()];
}

/** Invoices per status issued in [from, to] (either end open), optionally of one status. */
export async function invoiceCounts(db: Db, o: Range & { status?: string }): Promise<Map<string, number>> {
  const { months, days } = splitByMonth(o);
  const reads: Promise<{ status: string; n: unknown }[]>[] = [];
  if (months) {
    reads.push(
      db
        .select({ status: invoiceMonths.status, n: sql`sum(${invoiceMonths.invoices})` })
        .from(invoiceMonths)
        .where(
          and(
            months.from ? gte(invoiceMonths.month, months.from) : undefined,
            months.to ? lte(invoiceMonths.month, months.to) : undefined,
            o.status ? eq(invoiceMonths.status, o.status) : undefined,
          ),
        )
        .groupBy(invoiceMonths.status),
    );
  }
  for (const d of days) {
    const where: SQL | undefined = and(
      d.from ? gte(invoices.issuedOn, d.from) : undefined,
      d.to ? lte(invoices.issuedOn, d.to) : undefined,
      o.status ? eq(invoices.status, o.status) : undefined,
    );
    reads.push(
      db
        .select({ status: invoices.status, n: sql`count(*)` })
        .from(invoices)
        .where(where)
        .groupBy(invoices.status),
    );
  }
  const counts = new Map<string, number>();
  for (const rows of await Promise.all(reads)) for (const r of rows) counts.set(r.status, (counts.get(r.status) ?? 0) + Number(r.n ?? 0));
  return counts;
}
