import { eq, sql } from 'drizzle-orm';
import type { SubscriptionSummaryResponse } from '@despacha/domain/contracts/subscription-metrics';
import { annualRecurringRevenue, churnRate, growthRate } from '@despacha/domain/rules/subscription';
import type { Db } from '../../db/client.ts';
import { agencies, plans, subscriptionChanges } from '../../db/schema/index.ts';
import { addDays } from '../../lib/dates.ts';

export const SUMMARY_PERIOD_DAYS = 30;
const n = (v: unknown) => Number(v ?? 0);

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

  // What each active agency is charged a month: its plan plus its additional users at the plan's
  // price, the same amount its next invoice snapshots (billing-shared decisions).
  const [charged] = await db
    .select({ cents: sql`coalesce(sum(${plans.priceCents} + ${agencies.additionalUsers} * ${plans.additionalUserPriceCents}), 0)` })
    .from(agencies)
    .innerJoin(plans, eq(plans.id, agencies.planId))
    .where(eq(agencies.status, 'active'));
  const mrrCents = n(charged?.cents);

  const statusAtStart = sql`coalesce((
    select ${subscriptionChanges.oldStatus} from ${subscriptionChanges}
    where ${subscriptionChanges.agencyId} = ${agencies.id} and ${subscriptionChanges.createdAt} >= ${start}
      and ${subscriptionChanges.oldStatus} is not null
    order by ${subscriptionChanges.createdAt} asc limit 1
  ), ${agencies.status})`;
  const counted = (status: unknown) => sql`${status} in ('active', 'trial', 'suspended')`;
  const existedAtStart = sql`${agencies.createdAt} < ${start} and ${counted(statusAtStart)}`;

  const [c] = await db
    .select({
      total: sql`count(*)`,
      active: sql`count(*) filter (where ${agencies.status} = 'active')`,
      now: sql`count(*) filter (where ${counted(agencies.status)})`,
      atStart: sql`count(*) filter (where ${existedAtStart})`,
      lost: sql`count(*) filter (where ${existedAtStart} and not ${counted(agencies.status)})`,
    })
    .from(agencies);

  return {
    mrrCents,
    arrCents: annualRecurringRevenue(mrrCents),
    churnRate: churnRate(n(c?.lost), n(c?.atStart)),
    growthRate: growthRate(n(c?.atStart), n(c?.now)),
    activeSubscriptions: n(c?.active),
    totalClients: n(c?.total),
    periodDays: SUMMARY_PERIOD_DAYS,
  };
}
