import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import { billingMessages } from '@despacha/domain/billing/messages';
import type { AdminInvoiceResponse, InvoiceListQuery, TrialResponse } from '@despacha/domain/contracts/subscription-metrics';
import type { InvoiceStatus } from '@despacha/domain/statuses';
import type { Db } from '../../db/client.ts';
import { agencies, invoices, plans, subscriptionChanges } from '../../db/schema/index.ts';
import { containing } from '../../lib/sql.ts';

const LIST_LIMIT = 500;
const iso = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/**
 * Trials: clients in trial now ('active' until trial_ends_at, 'expired' after) and clients that
 * moved from trial to active ('converted'). A trial starts when the client was moved to 'trial'
 * (its latest such change) or, without one, when it was created (onboarding starts on trial).
 */
export async function listTrials(db: Db, now: Date = new Date()): Promise<TrialResponse[]> {
  const trialStarted = sql<string>`coalesce((
    select max(${subscriptionChanges.createdAt}) from ${subscriptionChanges}
    where ${subscriptionChanges.agencyId} = ${agencies.id} and ${subscriptionChanges.newStatus} = 'trial'
  ), ${agencies.createdAt})`;
  const convertedAt = sql<string | null>`(
    select max(${subscriptionChanges.createdAt}) from ${subscriptionChanges}
    where ${subscriptionChanges.agencyId} = ${agencies.id} and ${subscriptionChanges.newStatus} = 'active'
      and (${subscriptionChanges.oldStatus} = 'trial' or ${subscriptionChanges.changeReason} = ${billingMessages.trialConvertedReason})
  )`;
  // A trial the daily job ended without conversion (suspended, decision 021) still shows, as expired.
  const trialEnded = sql<boolean>`${agencies.status} = 'suspended' and (
    select ${subscriptionChanges.changeReason} from ${subscriptionChanges}
    where ${subscriptionChanges.agencyId} = ${agencies.id} and ${subscriptionChanges.newStatus} = 'suspended'
    order by ${subscriptionChanges.createdAt} desc limit 1
  ) = ${billingMessages.trialEndedReason}`;
  const rows = await db
    .select({
      clientId: agencies.id,
      clientName: agencies.name,
      clientEmail: agencies.email,
      planId: agencies.planId,
      planName: plans.name,
      clientStatus: agencies.status,
      trialEndsAt: agencies.trialEndsAt,
      startDate: trialStarted,
      convertedAt,
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
    .orderBy(desc(trialStarted))
    .limit(LIST_LIMIT);

  return rows.map((r) => {
    const inTrial = r.clientStatus === 'trial' || r.clientStatus === 'suspended';
    const status = r.clientStatus === 'suspended' ? 'expired' : !inTrial ? 'converted' : r.trialEndsAt && r.trialEndsAt < now ? 'expired' : 'active';
    return {
      clientId: r.clientId,
      clientName: r.clientName,
      clientEmail: r.clientEmail,
      planId: r.planId,
      planName: r.planName,
      startDate: iso(r.startDate)!,
      endDate: inTrial ? iso(r.trialEndsAt) : iso(r.convertedAt),
      status,
      clientStatus: r.clientStatus as AgencyStatus,
    };
  });
}

/** Invoices of every client, newest first; q matches the client's name or the invoice id. */
export async function listInvoices(db: Db, { status, q }: InvoiceListQuery): Promise<AdminInvoiceResponse[]> {
  const term = q?.trim();
  const rows = await db
    .select({
      id: invoices.id,
      agencyId: invoices.agencyId,
      planId: invoices.planId,
      amountCents: invoices.amountCents,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      status: invoices.status,
      paidAt: invoices.paidAt,
      clientName: agencies.name,
      planName: plans.name,
    })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .leftJoin(plans, eq(plans.id, invoices.planId))
    .where(
      and(
        status ? eq(invoices.status, status) : undefined,
        term ? or(ilike(agencies.name, containing(term)), ilike(sql`${invoices.id}::text`, containing(term))) : undefined,
      ),
    )
    .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt))
    .limit(LIST_LIMIT);
  return rows.map((i) => ({
    id: i.id,
    clientId: i.agencyId,
    clientName: i.clientName,
    planId: i.planId,
    planName: i.planName ?? i.planId,
    amountCents: i.amountCents,
    issuedDate: i.issuedOn,
    dueDate: i.dueOn,
    status: i.status as InvoiceStatus,
    paidAt: i.paidAt === null ? null : i.paidAt.toISOString(),
  }));
}
