import { and, asc, desc, eq, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CreditTarget, LedgerCreditTransfer, LedgerRefund } from '@despacha/domain/ledger/contracts';
import { serviceMoney } from '@despacha/domain/money/service-money';
import type { Db } from '../../db/client.ts';
import { fieldOptions, profiles, serviceCreditTransfers, serviceRefunds, services, vehicles } from '../../db/schema/index.ts';

// The customer's credit given back or carried (decision 059): reads, all scoped by agency.

type Scope = { agencyId: string; serviceId: string };

const creator = alias(profiles, 'creator');
const voider = alias(profiles, 'voider');
const other = alias(services, 'other');

/** The service's refunds, in the order they were made; one of them when `refundId` is given. */
export async function refundsOf(db: Db, { agencyId, serviceId }: Scope, refundId?: string): Promise<LedgerRefund[]> {
  const r = serviceRefunds;
  const rows = await db
    .select({ r, creator: creator.name, voider: voider.name })
    .from(r)
    .leftJoin(creator, eq(creator.id, r.createdBy))
    .leftJoin(voider, eq(voider.id, r.voidedBy))
    .where(and(eq(r.agencyId, agencyId), eq(r.serviceId, serviceId), refundId ? eq(r.id, refundId) : undefined))
    .orderBy(asc(r.paidOn), asc(r.number));
  return rows.map(({ r: e, ...names }) => ({
    id: e.id,
    number: e.number,
    paidOn: e.paidOn,
    method: e.method,
    amount: e.amountCents,
    note: e.note,
    createdByName: names.creator ?? '',
    createdAt: e.createdAt.toISOString(),
    voidedAt: e.voidedAt?.toISOString() ?? null,
    voidedByName: names.voider ?? '',
    voidReason: e.voidReason,
  }));
}

/** Credit carried from this service ('out') or into it ('in'), with the other service's number. */
export async function transfersOf(db: Db, { agencyId, serviceId }: Scope): Promise<LedgerCreditTransfer[]> {
  const t = serviceCreditTransfers;
  const rows = await db
    .select({ t, otherNumber: other.number, creator: creator.name, voider: voider.name })
    .from(t)
    .innerJoin(
      other,
      and(
        eq(other.agencyId, t.agencyId),
        or(and(eq(t.fromServiceId, serviceId), eq(other.id, t.toServiceId)), and(eq(t.toServiceId, serviceId), eq(other.id, t.fromServiceId))),
      ),
    )
    .leftJoin(creator, eq(creator.id, t.createdBy))
    .leftJoin(voider, eq(voider.id, t.voidedBy))
    .where(and(eq(t.agencyId, agencyId), or(eq(t.fromServiceId, serviceId), eq(t.toServiceId, serviceId))))
    .orderBy(asc(t.paidOn), asc(t.createdAt));
  return rows.map(({ t: e, otherNumber, ...names }) => {
    const out = e.fromServiceId === serviceId;
    return {
      id: e.id,
      direction: out ? ('out' as const) : ('in' as const),
      otherServiceId: out ? e.toServiceId : e.fromServiceId,
      otherServiceNumber: otherNumber,
      paidOn: e.paidOn,
      amount: e.amountCents,
      note: e.note,
      createdByName: names.creator ?? '',
      createdAt: e.createdAt.toISOString(),
      voidedAt: e.voidedAt?.toISOString() ?? null,
      voidedByName: names.voider ?? '',
      voidReason: e.voidReason,
    };
  });
}

/** How many open services of one owner the transfer form offers at most (newest first). */
export const CREDIT_TARGETS_MAX = 50;

/** The owner's other open services, newest first: where the service's credit may be carried. */
export async function creditTargets(db: Db, source: { agencyId: string; id: string; ownerId: string }): Promise<CreditTarget[]> {
  const s = services;
  const rows = await db
    .select({ s, placa: vehicles.placa, label: fieldOptions.optionLabel })
    .from(s)
    .innerJoin(vehicles, and(eq(vehicles.agencyId, s.agencyId), eq(vehicles.id, s.vehicleId)))
    .leftJoin(fieldOptions, and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, s.servico)))
    .where(and(eq(s.agencyId, source.agencyId), eq(s.ownerId, source.ownerId), ne(s.id, source.id), ne(s.status, 'completed')))
    .orderBy(desc(s.number))
    .limit(CREDIT_TARGETS_MAX);
  return rows.map(({ s: row, placa, label }) => {
    const money = serviceMoney({
      valor: row.valorCents,
      honorarios: row.honorariosCents,
      duvidas: row.duvidasCents,
      extras: row.extrasCents,
      valorPago: row.valorPagoCents,
    });
    return { id: row.id, number: row.number, label: label ?? row.servico, placa, total: money.total, balance: money.balance, feeUnknown: money.feeUnknown };
  });
}
