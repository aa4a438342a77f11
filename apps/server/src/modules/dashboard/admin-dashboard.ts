import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { agencyStatuses, type AgencyStatus } from '@despacha/domain/agency-status';
import type { AdminDashboardResponse } from '@despacha/domain/contracts/admin-dashboard';
import type { Db } from '../../db/client.ts';
import { agencies, agencyPlanCounts, plans } from '../../db/schema/index.ts';
import { addDays, todayIso } from '../../lib/dates.ts';
import { invoiceCounts } from '../billing/public.ts';
import { periodSummary } from '../billing/public.ts';
import { billingSummary } from '../billing/public.ts';
import { getSubscriptionSummary } from '../subscriptions/public.ts';

export const TRIALS_ENDING_DAYS = 7;

/**
 * What the platform's administrator looks at first: its clients, what they pay (MRR, churn,
 * growth), what they owe, the trials about to end, and this month's money in (spec §9 summary).
 * Agency operations (services, documents) are each agency's own dashboard, not this one.
 */
export async function getAdminDashboard(db: Db, now: Date = new Date()): Promise<AdminDashboardResponse> {
  const today = todayIso(now);
  // Every figure is kept by the database or read by index (decision 044); the reads run in parallel.
  const [statusRows, subscriptions, billing, invoiceCount, ending, month] = await Promise.all([
    db
      .select({ status: agencyPlanCounts.status, c: sql`sum(${agencyPlanCounts.agencies})` })
      .from(agencyPlanCounts)
      .groupBy(agencyPlanCounts.status),
    getSubscriptionSummary(db, now),
    billingSummary(db),
    invoiceCounts(db, { status: 'overdue' }),
    db
      .select({ clientId: agencies.id, clientName: agencies.name, planName: plans.name, endsAt: agencies.trialEndsAt })
      .from(agencies)
      .innerJoin(plans, eq(plans.id, agencies.planId))
      .where(and(eq(agencies.status, 'trial'), gte(agencies.trialEndsAt, now), lte(agencies.trialEndsAt, addDays(now, TRIALS_ENDING_DAYS))))
      .orderBy(asc(agencies.trialEndsAt))
      .limit(50),
    periodSummary(db, `${today.slice(0, 8)}01`, today),
  ]);
  const byStatus = Object.fromEntries(agencyStatuses.map((s) => [s, 0])) as Record<AgencyStatus, number>;
  for (const r of statusRows) byStatus[r.status as AgencyStatus] = Number(r.c);

  return {
    clients: { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus },
    mrrCents: subscriptions.mrrCents,
    arrCents: subscriptions.arrCents,
    churnRate: subscriptions.churnRate,
    growthRate: subscriptions.growthRate,
    pendingCents: billing.pendingCents,
    overdueCents: billing.overdueCents,
    overdueInvoices: invoiceCount.get('overdue') ?? 0,
    collectionRate: billing.collectionRate,
    trialsEnding: ending.map((t) => ({ ...t, endsAt: t.endsAt!.toISOString() })),
    month,
  };
}
