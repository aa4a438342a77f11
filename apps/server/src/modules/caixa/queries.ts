import { and, between, eq, isNull, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerDays, serviceExpenses, servicePayments } from '../../db/schema/index.ts';
import { perDatabase, rawStatement } from '../../lib/raw-statement.ts';

// The caixa's reads, all scoped by agency. Every sum is the database's: the screen may list a
// prefix of the entries, yet its balances and subtotals count them all.

export type Period = { from: string; to: string };
export type MovementSum = { date: string; method: string; inCents: number; outCents: number; count: number };
export type LedgerRow = {
  kind: 'payment' | 'expense';
  id: string;
  date: string;
  /** hh:mm on São Paulo's clock, whatever the server's zone: as the counter saw it. */
  time: string;
  serviceId: string;
  serviceNumber: number;
  ownerName: string;
  method: string;
  amountCents: number;
  note: string;
  /** The payment's receipt number or the expense's kind. */
  receiptNumber: number | null;
  expenseKind: string | null;
  who: string;
  voidReason: string;
};

const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * Live payments in minus live expenses out, on every day before `from`: from ledger_days, one row
 * per day kept by the ledger's triggers (decision 044), not from every entry of five years.
 */
export async function balanceBefore(db: Db, agencyId: string, from: string): Promise<number> {
  const [row] = await db
    .select({ v: sql<number>`coalesce(sum(${ledgerDays.inCents} - ${ledgerDays.outCents}), 0)`.mapWith(Number) })
    .from(ledgerDays)
    .where(and(eq(ledgerDays.agencyId, agencyId), lt(ledgerDays.day, from)));
  return row?.v ?? 0;
}

/** Live movement of the period per day and method: in (payments) and out (expenses). */
export async function movementSums(db: Db, agencyId: string, { from, to }: Period): Promise<MovementSum[]> {
  const count = sql<number>`count(*)`.mapWith(Number);
  const [paid, spent] = await Promise.all([
    db.select({ date: servicePayments.paidOn, method: servicePayments.method, v: total(servicePayments.amountCents), count }).from(servicePayments)
      .where(and(eq(servicePayments.agencyId, agencyId), isNull(servicePayments.voidedAt), between(servicePayments.paidOn, from, to)))
      .groupBy(servicePayments.paidOn, servicePayments.method),
    db.select({ date: serviceExpenses.paidOn, method: serviceExpenses.method, v: total(serviceExpenses.amountCents), count }).from(serviceExpenses)
      .where(and(eq(serviceExpenses.agencyId, agencyId), isNull(serviceExpenses.voidedAt), between(serviceExpenses.paidOn, from, to)))
      .groupBy(serviceExpenses.paidOn, serviceExpenses.method),
  ]);
  return [
    ...paid.map((r) => ({ date: r.date, method: r.method, inCents: r.v, outCents: 0, count: r.count })),
    ...spent.map((r) => ({ date: r.date, method: r.method, inCents: 0, outCents: r.v, count: r.count })),
  ];
}

// The period's entries as one statement: each table's first `limit` by its (paid_on) index, merged
// and cut in the database, hh:mm formatted there. A five-year agency's busy day is ~400 entries;
// mapping them through drizzle, formatting each time with Intl and sorting here was most of the
// caixa's 13 ms of CPU a request (issue 31).
const entriesSql = (voided: boolean) => {
  const state = voided ? 'is not null' : 'is null';
  const owner = `join services s on s.agency_id = $1 and s.id = e.service_id join owners o on o.agency_id = $1 and o.id = s.owner_id`;
  const clock = `to_char(e.created_at at time zone 'America/Sao_Paulo', 'HH24:MI')`;
  const common = `e.id::text as id, e.paid_on::text as date, ${clock} as time, e.created_at, e.service_id::text as "serviceId", s.number as "serviceNumber",
    o.nome as "ownerName", e.method, e.amount_cents as "amountCents", e.note, e.void_reason as "voidReason"`;
  const period = `e.agency_id = $1 and e.voided_at ${state} and e.paid_on between $2::date and $3::date`;
  return `select kind, id, date, time, "serviceId", "serviceNumber", "ownerName", method, "amountCents", note, "receiptNumber", "expenseKind", who, "voidReason" from (
    (select 'payment' as kind, ${common}, e.number as "receiptNumber", null::text as "expenseKind", coalesce(r.name, c.name, '') as who
      from service_payments e ${owner} left join users r on r.id = e.received_by left join users c on c.id = e.created_by
      where ${period} order by e.paid_on, e.created_at, e.id limit $4)
    union all
    (select 'expense' as kind, ${common}, null::int as "receiptNumber", e.kind as "expenseKind", coalesce(c.name, '') as who
      from service_expenses e ${owner} left join users c on c.id = e.created_by
      where ${period} order by e.paid_on, e.created_at, e.id limit $4)
  ) entries order by date, created_at, kind, id limit $4`;
};
const liveEntries = perDatabase((db) => rawStatement<LedgerRow>(db, 'caixa_live_entries', entriesSql(false)));
const voidedEntries = perDatabase((db) => rawStatement<LedgerRow>(db, 'caixa_voided_entries', entriesSql(true)));

/**
 * The period's entries in caixa order (day, then when recorded), at most `limit` of them: live
 * ones, or with `voided` the ones voided later.
 */
export function ledgerEntries(db: Db, agencyId: string, { from, to }: Period, o: { voided: boolean; limit: number }): Promise<LedgerRow[]> {
  return (o.voided ? voidedEntries : liveEntries)(db)([agencyId, from, to, o.limit]);
}
