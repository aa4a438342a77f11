import { and, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { sumServiceMoney } from '@despacha/domain/money/service-money';
import type { Db } from '../../db/client.ts';
import { activities, agencies, owners, serviceDocuments, services } from '../../db/schema/index.ts';
import { startOfMonthSaoPaulo, todayIso } from '../../lib/dates.ts';

const n = (v: unknown) => Number(v ?? 0);

/**
 * The money received this month, split by the one money function (decision 017): the agency's
 * revenue is the part of each payment above its pass-throughs, up to its fees; DETRAN fees, the
 * vehicle's debts and a customer's credit are not revenue. Only the services paid this month are
 * read, five integer columns each.
 */
async function monthMoney(db: Db, scope: SQL | undefined) {
  const rows = await db
    .select({ valor: services.valorCents, honorarios: services.honorariosCents, duvidas: services.duvidasCents, extras: services.extrasCents, valorPago: services.valorPagoCents })
    .from(services)
    .where(and(scope, gte(services.paidAt, startOfMonthSaoPaulo())));
  return sumServiceMoney(rows);
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
    })
    .from(services)
    .where(inAgency(services));
  const month = await monthMoney(db, inAgency(services));
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
