import { and, asc, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import { billingMessages } from '@despacha/domain/billing/messages';
import { TRIALS_PAGE_SIZE, type TrialPage, type TrialResponse, type TrialSortKey, type trialListQuery } from '@despacha/domain/contracts/subscription-metrics';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { agencies, plans, subscriptionChanges } from '../../db/schema/index.ts';
import { foldedText } from '../../lib/sql.ts';

type TrialQuery = z.output<typeof trialListQuery>;
const iso = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/**
 * Trials: clients in trial now ('active' until trial_ends_at, 'expired' after) and clients that
 * moved from trial to active ('converted'). A trial starts when the client was moved to 'trial'
 * (its latest such change) or, without one, when it was created (onboarding starts on trial).
 * One row per client with its status and dates computed in SQL, so the list filters, sorts and
 * pages in the database.
 */
function trialRows(db: Db, now: Date) {
  const trialStarted = sql`coalesce((
    select max(${subscriptionChanges.createdAt}) from ${subscriptionChanges}
    where ${subscriptionChanges.agencyId} = ${agencies.id} and ${subscriptionChanges.newStatus} = 'trial'
  ), ${agencies.createdAt})`;
  const convertedAt = sql`(
    select max(${subscriptionChanges.createdAt}) from ${subscriptionChanges}
    where ${subscriptionChanges.agencyId} = ${agencies.id} and ${subscriptionChanges.newStatus} = 'active'
      and (${subscriptionChanges.oldStatus} = 'trial' or ${subscriptionChanges.changeReason} = ${billingMessages.trialConvertedReason})
  )`;
  // A trial the daily job ended without conversion (suspended, decision 021) still shows, as expired.
  const trialEnded = sql`${agencies.status} = 'suspended' and (
    select ${subscriptionChanges.changeReason} from ${subscriptionChanges}
    where ${subscriptionChanges.agencyId} = ${agencies.id} and ${subscriptionChanges.newStatus} = 'suspended'
    order by ${subscriptionChanges.createdAt} desc limit 1
  ) = ${billingMessages.trialEndedReason}`;
  const inTrial = sql`${agencies.status} in ('trial', 'suspended')`;
  return db
    .select({
      clientId: sql<string>`${agencies.id}`.as('client_id'),
      clientName: sql<string>`${agencies.name}`.as('client_name'),
      clientEmail: sql<string>`${agencies.email}`.as('client_email'),
      planId: sql<string>`${agencies.planId}`.as('plan_id'),
      planName: sql<string>`${plans.name}`.as('plan_name'),
      clientStatus: sql<string>`${agencies.status}`.as('client_status'),
      startDate: sql<Date | string>`${trialStarted}`.as('start_date'),
      // Running or ended trial: when it ends; converted: when it became a subscription.
      endDate: sql<Date | string | null>`case when ${inTrial} then ${agencies.trialEndsAt} else ${convertedAt} end`.as('end_date'),
      status: sql<TrialResponse['status']>`case
        when ${agencies.status} = 'suspended' then 'expired'
        when ${agencies.status} <> 'trial' then 'converted'
        when ${agencies.trialEndsAt} < ${now.toISOString()}::timestamptz then 'expired'
        else 'active' end`.as('trial_status'),
    })
    .from(agencies)
    .innerJoin(plans, eq(plans.id, agencies.planId))
    .where(
      and(
        // The few that can qualify, by index: in trial or suspended now, or once moved to active.
        sql`${agencies.id} in (
          select ${agencies.id} from ${agencies} where ${agencies.status} in ('trial', 'suspended')
          union
          select ${subscriptionChanges.agencyId} from ${subscriptionChanges}
          where ${subscriptionChanges.newStatus} = 'active' and ${subscriptionChanges.agencyId} is not null
            and (${subscriptionChanges.oldStatus} = 'trial' or ${subscriptionChanges.changeReason} = ${billingMessages.trialConvertedReason})
        )`,
        or(eq(agencies.status, 'trial'), trialEnded, and(eq(agencies.status, 'active'), sql`${convertedAt} is not null`)),
      ),
    )
    .as('trials');
}

type Trials = ReturnType<typeof trialRows>;

// Each whitelisted key is one expression; names sort case- and accent-blind, as a reader expects.
const sortExpressions = (t: Trials): Record<TrialSortKey, SQLWrapper> => ({
  client: foldedText(t.clientName),
  plan: foldedText(t.planName),
  start: t.startDate,
  end: t.endDate,
  // The values' order (active, converted, expired) is their labels' (Ativo, Convertido, Expirado).
  status: t.status,
});

/** The chosen order (a trial without an end date stays last either way), then the id so pages never repeat a row. */
function orderOf(t: Trials, sort: TrialSortKey, dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const expression = sql`${sortExpressions(t)[sort]}`;
  return [sort === 'end' ? sql`${expression} ${sql.raw(dir)} nulls last` : by(expression), by(t.clientId)];
}

/** A page of trials, filtered by status and sorted by one of the tab's columns. */
export async function listTrials(db: Db, query: TrialQuery, now: Date = new Date(), pageSize = TRIALS_PAGE_SIZE): Promise<TrialPage> {
  const t = trialRows(db, now);
  const where = query.status ? eq(t.status, query.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...orderOf(t, query.sort, query.dir))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ c: sql`count(*)` })
      .from(t)
      .where(where),
  ]);
  const items = rows.map((r) => ({
    clientId: r.clientId,
    clientName: r.clientName,
    clientEmail: r.clientEmail,
    planId: r.planId,
    planName: r.planName,
    startDate: iso(r.startDate)!,
    endDate: iso(r.endDate),
    status: r.status,
    clientStatus: r.clientStatus as AgencyStatus,
  }));
  return { items, total: Number(counted?.c ?? 0), page: query.page, pageSize };
}
