import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { SubscriptionSummaryResponse } from '@despacha/domain/contracts/subscription-metrics';
import { annualRecurringRevenue, churnRate, growthRate } from '@despacha/domain/rules/subscription';
import type { Db } from '../../db/client.ts';
import { agencies, agencyPlanCounts, plans, subscriptionChanges } from '../../db/schema/index.ts';
import { addDays } from '../../lib/dates.ts';

export const SUMMARY_PERIOD_DAYS = 30;

/**
 * The Subscriptions cards, from the database.
 * - MRR: Σ over agencies with status 'active' of plan price + additional users × the plan's
 *   additional-user price (trial, suspended and cancelled clients pay nothing); ARR = MRR × 12.
 * - Period: the last 30 days. A client "counts" while its status is active, trial or suspended;
 *   cancelled and inactive clients are gone.
 * - Status at the period start: the old_status of the client's first status change after the
 *   start, or, with no such change, its current status. Clients created after the start did not exist.
 * - Churn = clients that counted at the start and do not count now ÷ clients that counted at the start.
 * - Growth = (clients that count now − clients that counted at the start) ÷ clients at the start.
 */
export async function getSubscriptionSummary(db: Db, now: Date = new Date()): Promise<SubscriptionSummaryResponse> {
  const start = addDays(now, -SUMMARY_PERIOD_DAYS);

  // Clients per status and plan are kept by the database (agency_plan_counts, migration 0026).
  // Only the clients created in the period or with a status change in it can have had, at its
  // start, another status than their current one (or not existed): those few are read by index.
  const [perPlan, recent, changed] = await Promise.all([
    db
      .select({
        status: agencyPlanCounts.status,
        agencies: agencyPlanCounts.agencies,
        additionalUsers: agencyPlanCounts.additionalUsers,
        price: plans.priceCents,
        userPrice: plans.additionalUserPriceCents,
      })
      .from(agencyPlanCounts)
      .leftJoin(plans, eq(plans.id, agencyPlanCounts.planId)),
    db.select({ status: agencies.status }).from(agencies).where(gte(agencies.createdAt, start)),
    // Each client's first status change since the start (status at the start = its old status).
    db
      .selectDistinctOn([subscriptionChanges.agencyId], { status: agencies.status, oldStatus: subscriptionChanges.oldStatus })
      .from(subscriptionChanges)
      .innerJoin(agencies, eq(agencies.id, subscriptionChanges.agencyId))
      .where(and(gte(subscriptionChanges.createdAt, start), isNotNull(subscriptionChanges.oldStatus), lt(agencies.createdAt, start)))
      .orderBy(subscriptionChanges.agencyId, asc(subscriptionChanges.createdAt)),
  ]);

  // What each active agency is charged a month: its plan plus its additional users at the plan's
  // price, the same amount its next invoice snapshots (billing-shared decisions).
  let mrrCents = 0;
  let total = 0;
  let active = 0;
  let countedNow = 0;
  for (const r of perPlan) {
    total += r.agencies;
    if (r.status === 'active') {
      active += r.agencies;
      if (r.price !== null) mrrCents += r.agencies * r.price + r.additionalUsers * (r.userPrice ?? 0);
    }
    if (counted(r.status)) countedNow += r.agencies;
  }
  // Clients that counted at the start: those counting now, less the ones created since, corrected
  // by the status each changed client had at the start.
  let atStart = countedNow - recent.filter((r) => counted(r.status)).length;
  let lost = 0;
  for (const c of changed) {
    const then = counted(c.oldStatus!);
    atStart += (then ? 1 : 0) - (counted(c.status) ? 1 : 0);
    if (then && !counted(c.status)) lost += 1;
  }

  return {
    mrrCents,
    arrCents: annualRecurringRevenue(mrrCents),
    churnRate: churnRate(lost, atStart),
    growthRate: growthRate(atStart, countedNow),
    activeSubscriptions: active,
    totalClients: total,
    periodDays: SUMMARY_PERIOD_DAYS,
  };
}

/** A client "counts" while its status is active, trial or suspended. */
const counted = (status: string) => status === 'active' || status === 'trial' || status === 'suspended';
