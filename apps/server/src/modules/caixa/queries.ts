import { and, asc, between, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerDays, owners, serviceExpenses, servicePayments, services, users } from '../../db/schema/index.ts';

// The caixa's reads, all scoped by agency. Every sum is the database's: the screen may list a
// prefix of the entries, yet its balances and subtotals count them all.

export type Period = { from: string; to: string };
export type MovementSum = { date: string; method: string; inCents: number; outCents: number; count: number };
export type LedgerRow = {
  kind: 'payment' | 'expense';
  id: string;
  date: string;
  createdAt: Date;
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

const receiver = alias(users, 'caixa_receiver');
const recorder = alias(users, 'caixa_recorder');
const byEntryOrder = (a: LedgerRow, b: LedgerRow) =>
  a.date.localeCompare(b.date) || a.createdAt.getTime() - b.createdAt.getTime() || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id);

/**
 * The period's entries in caixa order (day, then when recorded), at most `limit` of them: live
 * ones, or with `voided` the ones voided later. Each table gives its first `limit`, so the merge's
 * first `limit` are the period's.
 */
export async function ledgerEntries(db: Db, agencyId: string, { from, to }: Period, o: { voided: boolean; limit: number }): Promise<LedgerRow[]> {
  const state = (column: PgColumn): SQL => (o.voided ? isNotNull(column) : isNull(column));
  const serviceOf = (serviceId: PgColumn) => and(eq(services.agencyId, agencyId), eq(services.id, serviceId));
  const ownerOfService = and(eq(owners.agencyId, agencyId), eq(owners.id, services.ownerId));
  const [paid, spent] = await Promise.all([
    db
      .select({
        id: servicePayments.id,
        date: servicePayments.paidOn,
        createdAt: servicePayments.createdAt,
        serviceId: servicePayments.serviceId,
        serviceNumber: services.number,
        ownerName: owners.nome,
        method: servicePayments.method,
        amountCents: servicePayments.amountCents,
        note: servicePayments.note,
        receiptNumber: servicePayments.number,
        who: sql<string>`coalesce(${receiver.name}, ${recorder.name}, '')`,
        voidReason: servicePayments.voidReason,
      })
      .from(servicePayments)
      .innerJoin(services, serviceOf(servicePayments.serviceId))
      .innerJoin(owners, ownerOfService)
      .leftJoin(receiver, eq(receiver.id, servicePayments.receivedBy))
      .leftJoin(recorder, eq(recorder.id, servicePayments.createdBy))
      .where(and(eq(servicePayments.agencyId, agencyId), state(servicePayments.voidedAt), between(servicePayments.paidOn, from, to)))
      .orderBy(asc(servicePayments.paidOn), asc(servicePayments.createdAt), asc(servicePayments.id))
      .limit(o.limit),
    db
      .select({
        id: serviceExpenses.id,
        date: serviceExpenses.paidOn,
        createdAt: serviceExpenses.createdAt,
        serviceId: serviceExpenses.serviceId,
        serviceNumber: services.number,
        ownerName: owners.nome,
        method: serviceExpenses.method,
        amountCents: serviceExpenses.amountCents,
        note: serviceExpenses.note,
        expenseKind: serviceExpenses.kind,
        who: sql<string>`coalesce(${recorder.name}, '')`,
        voidReason: serviceExpenses.voidReason,
      })
      .from(serviceExpenses)
      .innerJoin(services, serviceOf(serviceExpenses.serviceId))
      .innerJoin(owners, ownerOfService)
      .leftJoin(recorder, eq(recorder.id, serviceExpenses.createdBy))
      .where(and(eq(serviceExpenses.agencyId, agencyId), state(serviceExpenses.voidedAt), between(serviceExpenses.paidOn, from, to)))
      .orderBy(asc(serviceExpenses.paidOn), asc(serviceExpenses.createdAt), asc(serviceExpenses.id))
      .limit(o.limit),
  ]);
  const rows: LedgerRow[] = [
    ...paid.map((r) => ({ ...r, kind: 'payment' as const, expenseKind: null })),
    ...spent.map((r) => ({ ...r, kind: 'expense' as const, receiptNumber: null })),
  ];
  return rows.sort(byEntryOrder).slice(0, o.limit);
}
