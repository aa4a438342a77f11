import { and, desc, eq, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { RECENT_ACTIVITIES } from '@despacha/domain/dashboard-labels';
import type { Db } from '../../db/client.ts';
import { openService, missingDocument } from '../../db/index-predicates.ts';
import {
  activities,
  agencies,
  agencyCounters,
  serviceCreditTransfers,
  serviceDocuments,
  servicePayments,
  serviceRefunds,
  services,
} from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';

const n = (v: unknown) => Number(v ?? 0);

/**
 * The money received this month, from the ledger (decision 025), split by the rule of the one
 * money function (decision 017, `serviceMoney`): per service, what its live payments up to today
 * settle minus what those before the month's first day had settled. So a payment first covers the
 * pass-throughs (DETRAN fees, the vehicle's debts), then the agency's fees; a credit beyond the
 * total is never revenue. Only the services with a payment (or a credit refunded or carried,
 * decision 059) dated this month are read, and the database adds them up: a five-year agency's
 * month is ~1,000 services, which cost 10 ms of the server's CPU a request as rows mapped and
 * split here (issue 31). dashboard.test.ts holds the SQL to `sumServiceMoney` over the same services.
 */
async function monthMoney(db: Db, agencyId: string | null, monthStart: string): Promise<MonthMoney> {
  // Only the month's live payments are read (by the paid_on index), summed per service, with the
  // month's credit refunded (less paid) and carried between services (decision 059: less on the
  // source, more on the target). What the service's money settles now is services.valor_pago_cents,
  // kept with every ledger write (decision 025); what it settled before the month is that less the
  // month's (and any later) movements.
  const t = serviceCreditTransfers;
  const inMonth = (table: { agencyId: AnyPgColumn; voidedAt: AnyPgColumn; paidOn: AnyPgColumn }) =>
    and(agencyId ? eq(table.agencyId, agencyId) : undefined, isNull(table.voidedAt), gte(table.paidOn, monthStart));
  const moves = unionAll(
    db
      .select({ agencyId: servicePayments.agencyId, serviceId: servicePayments.serviceId, cents: sql<number>`${servicePayments.amountCents}`.as('cents') })
      .from(servicePayments)
      .where(inMonth(servicePayments)),
    db
      .select({ agencyId: serviceRefunds.agencyId, serviceId: serviceRefunds.serviceId, cents: sql<number>`-${serviceRefunds.amountCents}`.as('cents') })
      .from(serviceRefunds)
      .where(inMonth(serviceRefunds)),
    db
      .select({ agencyId: t.agencyId, serviceId: t.toServiceId, cents: sql<number>`${t.amountCents}`.as('cents') })
      .from(t)
      .where(inMonth(t)),
    db
      .select({ agencyId: t.agencyId, serviceId: t.fromServiceId, cents: sql<number>`-${t.amountCents}`.as('cents') })
      .from(t)
      .where(inMonth(t)),
  ).as('moves');
  const month = db
    .select({ agencyId: moves.agencyId, serviceId: moves.serviceId, cents: sql<number>`sum(${moves.cents})`.as('month_cents') })
    .from(moves)
    .groupBy(moves.agencyId, moves.serviceId)
    .as('month');
  // Each of the month's services by its primary key: LATERAL with LIMIT keeps the planner from
  // hashing the agency's whole services table when it overestimates the month's count.
  const service = db
    .select({
      // A DETRAN fee "a confirmar" (null) adds nothing, as in serviceMoney (decision 078).
      passThroughs: sql<number>`coalesce(${services.valorCents}, 0) + ${services.duvidasCents}`.as('pass_throughs'),
      total: sql<number>`coalesce(${services.valorCents}, 0) + ${services.duvidasCents} + ${services.honorariosCents} + ${services.extrasCents}`.as('total'),
      paid: services.valorPagoCents,
    })
    .from(services)
    .where(and(eq(services.agencyId, month.agencyId), eq(services.id, month.serviceId)))
    .limit(1)
    .as('service');
  // serviceMoney's split of a payment `paid`: settled = least(paid, total); the pass-throughs take
  // the first of it, the agency the rest.
  const settledNow = sql`least(${service.paid}, ${service.total})`;
  const settledBefore = sql`least(${service.paid} - ${month.cents}, ${service.total})`;
  const agencyPart = (settled: SQL) => sql`greatest(0, ${settled} - ${service.passThroughs})`;
  const passThroughPart = (settled: SQL) => sql`greatest(0, least(${service.passThroughs}, ${settled}))`;
  const [row] = await db
    .select({
      agencyReceived: sql<string>`coalesce(sum(${agencyPart(settledNow)} - ${agencyPart(settledBefore)}), 0)`,
      passThroughsReceived: sql<string>`coalesce(sum(${passThroughPart(settledNow)} - ${passThroughPart(settledBefore)}), 0)`,
    })
    .from(month)
    .innerJoinLateral(service, sql`true`);
  return { agencyReceived: n(row?.agencyReceived), passThroughsReceived: n(row?.passThroughsReceived) };
}

type MonthMoney = { agencyReceived: number; passThroughsReceived: number };

/**
 * The month's money of each agency as last computed, under the agency's money stamp when it was
 * read (decision 083): triggers give the stamp a new value at every write to the services or their
 * ledger, so a figure is served again only while nothing it reads has changed. The stamp is read
 * before the figure is computed, so a figure is never older than its stamp. One computation per
 * stamp, shared by the requests that wait for it; the least recently computed agencies go first.
 */
const MONTH_MONEY_KEPT = 1000;
const monthMoneyKept = new Map<string, { stamp: string; monthStart: string; money: Promise<MonthMoney> }>();

function monthMoneyOf(db: Db, agencyId: string | null, stamp: string | null): Promise<MonthMoney> {
  const monthStart = todayIso().slice(0, 8) + '01';
  if (!agencyId || !stamp) return monthMoney(db, agencyId, monthStart);
  const kept = monthMoneyKept.get(agencyId);
  if (kept?.stamp === stamp && kept.monthStart === monthStart) return kept.money;
  const money = monthMoney(db, agencyId, monthStart);
  monthMoneyKept.delete(agencyId);
  if (monthMoneyKept.size >= MONTH_MONEY_KEPT) monthMoneyKept.delete(monthMoneyKept.keys().next().value!);
  const entry = { stamp, monthStart, money };
  monthMoneyKept.set(agencyId, entry);
  // A failed read is not kept: the next request tries again.
  void money.catch(() => monthMoneyKept.get(agencyId) === entry && monthMoneyKept.delete(agencyId));
  return money;
}

/**
 * Services by status and by stage and what customers owe, from agency_counters (kept by triggers, decision
 * 044); the late ones, which depend on today, counted over services_open_prazo_idx.
 */
async function keptCounters(db: Db, agencyId: string | null) {
  const [kept] = await db
    .select({
      owners: sql<number>`coalesce(sum(${agencyCounters.owners}), 0)`,
      pending: sql<number>`coalesce(sum(${agencyCounters.servicesPending}), 0)`,
      inProgress: sql<number>`coalesce(sum(${agencyCounters.servicesInProgress}), 0)`,
      completed: sql<number>`coalesce(sum(${agencyCounters.servicesCompleted}), 0)`,
      inExigencia: sql<number>`coalesce(sum(${agencyCounters.servicesInExigencia}), 0)`,
      ready: sql<number>`coalesce(sum(${agencyCounters.servicesReady}), 0)`,
      receivable: sql<number>`coalesce(sum(${agencyCounters.receivableCents}), 0)`,
      // One agency's stamp; the platform's figures (every agency) are not kept.
      moneyStamp: agencyId ? sql<string | null>`max(${agencyCounters.moneyStamp}::text)` : sql<null>`null`,
    })
    .from(agencyCounters)
    .where(agencyId ? eq(agencyCounters.agencyId, agencyId) : undefined);
  return kept;
}

async function serviceFigures(db: Db, agencyId: string | null, today: string, kept: Awaited<ReturnType<typeof keptCounters>>) {
  const late = await db
    .select({ status: services.status, c: sql<number>`count(*)` })
    .from(services)
    .where(and(agencyId ? eq(services.agencyId, agencyId) : undefined, openService, lt(services.prazo, today)))
    .groupBy(services.status);
  const lateOf = (status: string) => n(late.find((r) => r.status === status)?.c);
  return {
    owners: n(kept?.owners),
    counts: {
      pending: n(kept?.pending) - lateOf('pending'),
      in_progress: n(kept?.inProgress) - lateOf('in_progress'),
      completed: n(kept?.completed),
      late: late.reduce((sum, r) => sum + n(r.c), 0),
    },
    // Pendente is exactly "na agência" and em andamento is DETRAN's: at its door, in exigência or pronto (decision 058).
    stages: {
      agencia: n(kept?.pending),
      detran: n(kept?.inProgress) - n(kept?.inExigencia) - n(kept?.ready),
      exigencia: n(kept?.inExigencia),
      pronto: n(kept?.ready),
      concluido: n(kept?.completed),
    },
    receivable: n(kept?.receivable),
  };
}

/** Dashboard figures for one agency, or platform-wide (agencyId null) for administrators. */
export async function getDashboard(db: Db, { agencyId }: { agencyId: string | null }): Promise<DashboardResponse> {
  const inAgency = (table: { agencyId: AnyPgColumn }): SQL | undefined => (agencyId ? eq(table.agencyId, agencyId) : undefined);
  const today = todayIso();

  // The counters first: their money stamp must be read before the month's money it stands for.
  const kept = await keptCounters(db, agencyId);
  // Independent reads: on PostgreSQL they run on separate pooled connections at once.
  const [figures, agencyCount, month, pendingDocs, recent, feesToConfirm] = await Promise.all([
    serviceFigures(db, agencyId, today, kept),
    agencyId
      ? undefined
      : db
          .select({ c: sql`count(*)` })
          .from(agencies)
          .then((r) => r[0]),
    monthMoneyOf(db, agencyId, kept?.moneyStamp ?? null),
    db
      .select({ c: sql`count(*)` })
      .from(serviceDocuments)
      .innerJoin(services, and(eq(services.agencyId, serviceDocuments.agencyId), eq(services.id, serviceDocuments.serviceId)))
      .where(and(inAgency(serviceDocuments), missingDocument, openService))
      .then((r) => r[0]),
    db
      .select()
      .from(activities)
      // Sign-ins belong to the audit trail, not to "what changed lately".
      .where(and(inAgency(activities), gte(activities.createdAt, new Date(Date.now() - 90 * 86_400_000)), ne(activities.action, 'signed_in')))
      .orderBy(desc(activities.createdAt))
      .limit(RECENT_ACTIVITIES),
    // Services whose DETRAN fee is "a confirmar" (decision 078): "A receber" leaves it out and says how many.
    db
      .select({ c: sql`count(*)` })
      .from(services)
      .where(and(inAgency(services), isNull(services.valorCents)))
      .then((r) => r[0]),
  ]);

  const counts = figures.counts;
  return {
    scope: agencyId ? 'agency' : 'platform',
    cards: {
      customers: agencyId ? figures.owners : n(agencyCount?.c),
      activeServices: counts.pending + counts.in_progress + counts.late,
      pendingDocuments: n(pendingDocs?.c),
      monthRevenueCents: month.agencyReceived,
      monthPassThroughCents: month.passThroughsReceived,
      receivableCents: figures.receivable,
      receivableFeesToConfirm: n(feesToConfirm?.c),
    },
    statusCounts: counts,
    stageCounts: figures.stages,
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
