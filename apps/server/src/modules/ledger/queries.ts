import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LedgerExpense, LedgerPayment, LedgerResponse } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { serviceMoney } from '@despacha/domain/money/service-money';
import type { Db, Tx } from '../../db/client.ts';
import { owners, profiles, serviceCreditTransfers, serviceExpenses, servicePayments, serviceRefunds, services, vehicles } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import { refundsOf, transfersOf } from './credit-queries.ts';

// Every function takes the agency id and filters by it: another agency's row is "not found".

export type ServiceRow = typeof services.$inferSelect;
type Scope = { agencyId: string; serviceId: string };

/** The service, locked until the transaction ends, so two ledger writes never read the same sum. */
export async function lockService(tx: Tx, agencyId: string, id: string): Promise<ServiceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.agencyId, agencyId), eq(services.id, id)))
    .for('update');
  return row;
}

export const amountsOf = (row: ServiceRow) => ({
  valor: row.valorCents,
  honorarios: row.honorariosCents,
  duvidas: row.duvidasCents,
  extras: row.extrasCents,
  valorPago: row.valorPagoCents,
});

/**
 * Writes the cached valor pago: the live payments, less the live refunds and the credit carried to
 * other services, plus the credit carried in from them (decision 059); paid_at is the day of the
 * latest payment or credit carried in (noon in São Paulo, so the day reads the same everywhere).
 * Called in the transaction of every ledger write, after it. A void that would leave less than
 * nothing paid (a payment whose credit was refunded or carried away) is refused: the transaction
 * rolls back.
 */
export async function refreshPaidTotal(tx: Db, { agencyId, serviceId }: Scope) {
  const live = and(eq(servicePayments.agencyId, agencyId), eq(servicePayments.serviceId, serviceId), isNull(servicePayments.voidedAt));
  const refunded = and(eq(serviceRefunds.agencyId, agencyId), eq(serviceRefunds.serviceId, serviceId), isNull(serviceRefunds.voidedAt));
  const t = serviceCreditTransfers;
  const carried = (side: AnyPgColumn) => and(eq(t.agencyId, agencyId), eq(side, serviceId), isNull(t.voidedAt));
  const [row] = await tx
    .update(services)
    .set({
      valorPagoCents: sql`(select coalesce(sum(${servicePayments.amountCents}), 0) from ${servicePayments} where ${live})
        - (select coalesce(sum(${serviceRefunds.amountCents}), 0) from ${serviceRefunds} where ${refunded})
        - (select coalesce(sum(${t.amountCents}), 0) from ${t} where ${carried(t.fromServiceId)})
        + (select coalesce(sum(${t.amountCents}), 0) from ${t} where ${carried(t.toServiceId)})`,
      paidAt: sql`(greatest((select max(${servicePayments.paidOn}) from ${servicePayments} where ${live}),
        (select max(${t.paidOn}) from ${t} where ${carried(t.toServiceId)})) + time '12:00') at time zone 'America/Sao_Paulo'`,
      updatedAt: new Date(),
    })
    .where(and(eq(services.agencyId, agencyId), eq(services.id, serviceId)))
    .returning();
  if (row!.valorPagoCents < 0) throw conflict('PAID_BELOW_ZERO', m.paidBelowZero);
  return row!;
}

/** Active members of the agency: who may have taken a payment at the counter. */
export async function agencyStaff(db: Db, agencyId: string) {
  return db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.agencyId, agencyId), eq(profiles.active, true)))
    .orderBy(asc(profiles.name));
}

const creator = alias(profiles, 'creator');
const voider = alias(profiles, 'voider');
const receiver = alias(profiles, 'receiver');

const entryOf = (e: typeof servicePayments.$inferSelect | typeof serviceExpenses.$inferSelect, names: { creator: string | null; voider: string | null }) => ({
  id: e.id,
  paidOn: e.paidOn,
  method: e.method,
  amount: e.amountCents,
  note: e.note,
  createdByName: names.creator ?? '',
  createdAt: e.createdAt.toISOString(),
  voidedAt: e.voidedAt?.toISOString() ?? null,
  voidedByName: names.voider ?? '',
  voidReason: e.voidReason,
});

export async function paymentsOf(db: Db, { agencyId, serviceId }: Scope, paymentId?: string): Promise<LedgerPayment[]> {
  const rows = await db
    .select({ p: servicePayments, creator: creator.name, voider: voider.name, receiver: receiver.name })
    .from(servicePayments)
    .leftJoin(creator, eq(creator.id, servicePayments.createdBy))
    .leftJoin(voider, eq(voider.id, servicePayments.voidedBy))
    .leftJoin(receiver, eq(receiver.id, servicePayments.receivedBy))
    .where(and(eq(servicePayments.agencyId, agencyId), eq(servicePayments.serviceId, serviceId), paymentId ? eq(servicePayments.id, paymentId) : undefined))
    .orderBy(asc(servicePayments.paidOn), asc(servicePayments.number));
  return rows.map(({ p, ...names }) => ({ ...entryOf(p, names), number: p.number, receivedById: p.receivedBy, receivedByName: names.receiver ?? '' }));
}

export async function expensesOf(db: Db, { agencyId, serviceId }: Scope): Promise<LedgerExpense[]> {
  const rows = await db
    .select({ e: serviceExpenses, creator: creator.name, voider: voider.name })
    .from(serviceExpenses)
    .leftJoin(creator, eq(creator.id, serviceExpenses.createdBy))
    .leftJoin(voider, eq(voider.id, serviceExpenses.voidedBy))
    .where(and(eq(serviceExpenses.agencyId, agencyId), eq(serviceExpenses.serviceId, serviceId)))
    .orderBy(asc(serviceExpenses.paidOn), asc(serviceExpenses.createdAt));
  return rows.map(({ e, ...names }) => ({ ...entryOf(e, names), kind: e.kind }));
}

/** The whole ledger of one service, with the figures the screen shows above it. */
export async function ledgerOf(db: Db, row: ServiceRow): Promise<LedgerResponse> {
  const scope = { agencyId: row.agencyId, serviceId: row.id };
  const [payments, expenses, refunds, transfers, staff, [who]] = await Promise.all([
    paymentsOf(db, scope),
    expensesOf(db, scope),
    refundsOf(db, scope),
    transfersOf(db, scope),
    agencyStaff(db, row.agencyId),
    db
      .select({ ownerName: owners.nome, placa: vehicles.placa })
      .from(owners)
      .innerJoin(vehicles, and(eq(vehicles.agencyId, owners.agencyId), eq(vehicles.id, row.vehicleId)))
      .where(and(eq(owners.agencyId, row.agencyId), eq(owners.id, row.ownerId))),
  ]);
  const money = serviceMoney(amountsOf(row));
  const liveSum = (list: { amount: number; voidedAt: string | null }[]) => list.reduce((sum, e) => sum + (e.voidedAt ? 0 : e.amount), 0);
  return {
    service: {
      id: row.id,
      number: row.number,
      vehicleId: row.vehicleId,
      ownerName: who?.ownerName ?? '',
      placa: who?.placa ?? '',
      valor: row.valorCents,
      honorarios: row.honorariosCents,
      duvidas: row.duvidasCents,
      extras: row.extrasCents,
      total: money.total,
      paid: money.paid,
      balance: money.balance,
      credit: money.credit,
    },
    payments,
    expenses,
    refunds,
    transfers,
    totals: { payments: liveSum(payments), expenses: liveSum(expenses) },
    creditTotals: {
      refunds: liveSum(refunds),
      transfersIn: liveSum(transfers.filter((e) => e.direction === 'in')),
      transfersOut: liveSum(transfers.filter((e) => e.direction === 'out')),
    },
    staff,
  };
}
