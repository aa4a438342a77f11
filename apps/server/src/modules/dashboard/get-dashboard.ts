import { and, desc, eq, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { sumServiceMoney } from '@despacha/domain/money/service-money';
import type { Db } from '../../db/client.ts';
import { activities, agencies, owners, serviceDocuments, servicePayments, services } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';

const n = (v: unknown) => Number(v ?? 0);

/**
 * The money received this month, from the ledger (decision 025), split by the one money function
 * (decision 017): per service, what its live payments up to today settle minus what those before
 * the month's first day had settled. So a payment first covers the pass-throughs (DETRAN fees, the
 * vehicle's debts), then the agency's fees; a credit beyond the total is never revenue. Only the
 * services with a payment dated this month are read.
 */
async function monthMoney(db: Db, agencyId: string | null) {
  const monthStart = todayIso().slice(0, 8) + '01';
  const inScope = agencyId ? eq(servicePayments.agencyId, agencyId) : undefined;
  const rows = await db
    .select({
      valor: services.valorCents,
      honorarios: services.honorariosCents,
      duvidas: services.duvidasCents,
      extras: services.extrasCents,
      paidBefore: sql<number>`coalesce(sum(${servicePayments.amountCents}) filter (where ${servicePayments.paidOn} < ${monthStart}), 0)`,
      paidNow: sql<number>`coalesce(sum(${servicePayments.amountCents}), 0)`,
    })
    .from(servicePayments)
    .innerJoin(services, and(eq(services.agencyId, servicePayments.agencyId), eq(services.id, servicePayments.serviceId)))
    .where(and(inScope, isNull(servicePayments.voidedAt)))
    .groupBy(services.agencyId, services.id)
    .having(sql`max(${servicePayments.paidOn}) >= ${monthStart}`);
  const fees = (r: (typeof rows)[number]) => ({ valor: r.valor, honorarios: r.honorarios, duvidas: r.duvidas, extras: r.extras });
  const now = sumServiceMoney(rows.map((r) => ({ ...fees(r), valorPago: n(r.paidNow) })));
  const before = sumServiceMoney(rows.map((r) => ({ ...fees(r), valorPago: n(r.paidBefore) })));
  return { agencyReceived: now.agencyReceived - before.agencyReceived, passThroughsReceived: now.passThroughsReceived - before.passThroughsReceived };
}

/** Dashboard figures for one agency, or platform-wide (agencyId null) for administrators. */
export async function getDashboard(db: Db, { agencyId }: { agencyId: string | null }): Promise<DashboardResponse> {
  const inAgency = (table: { agencyId: AnyPgColumn }): SQL | undefined => (agencyId ? eq(table.agencyId, agencyId) : undefined);
  const today = todayIso();

  const [customers] = agencyId
    ? await db.select({ c: sql`count(*)` }).from(owners).where(inAgency(owners))
    : await db.select({ c: sql`count(*)` }).from(agencies);
  const [status] = await db
    .select({
      late: sql`count(*) filter (where ${services.status} <> 'completed' and ${services.prazo} < ${today})`,
      pending: sql`count(*) filter (where ${services.status} = 'pending' and (${services.prazo} is null or ${services.prazo} >= ${today}))`,
      inProgress: sql`count(*) filter (where ${services.status} = 'in_progress' and (${services.prazo} is null or ${services.prazo} >= ${today}))`,
      completed: sql`count(*) filter (where ${services.status} = 'completed')`,
      // A receber: what customers still owe (positive saldos; a credit does not offset another's debt).
      receivable: sql`coalesce(sum(greatest(0, ${services.valorCents} + ${services.duvidasCents} + ${services.honorariosCents} + ${services.extrasCents} - ${services.valorPagoCents})), 0)`,
    })
    .from(services)
    .where(inAgency(services));
  const month = await monthMoney(db, agencyId);
  const [pendingDocs] = await db
    .select({ c: sql`count(*)` })
    .from(serviceDocuments)
    .innerJoin(services, and(eq(services.agencyId, serviceDocuments.agencyId), eq(services.id, serviceDocuments.serviceId)))
    .where(and(inAgency(serviceDocuments), eq(serviceDocuments.required, true), eq(serviceDocuments.received, false), sql`${services.status} <> 'completed'`));
  const recent = await db
    .select()
    .from(activities)
    // Sign-ins belong to the audit trail, not to "what changed lately".
    .where(and(inAgency(activities), gte(activities.createdAt, new Date(Date.now() - 90 * 86_400_000)), ne(activities.action, 'signed_in')))
    .orderBy(desc(activities.createdAt))
    .limit(10);

  const counts = { pending: n(status?.pending), in_progress: n(status?.inProgress), completed: n(status?.completed), late: n(status?.late) };
  return {
    scope: agencyId ? 'agency' : 'platform',
    cards: {
      customers: n(customers?.c),
      activeServices: counts.pending + counts.in_progress + counts.late,
      pendingDocuments: n(pendingDocs?.c),
      monthRevenueCents: month.agencyReceived,
      monthPassThroughCents: month.passThroughsReceived,
      receivableCents: n(status?.receivable),
    },
    statusCounts: counts,
    recentActivities: recent.map((a) => ({
      id: a.id,
      actorName: a.actorName,
      action: a.action,
      entity: a.entity,
      entityId: a.entityId,
      summary: a.summary,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
