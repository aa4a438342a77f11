import { and, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import type { AgencyStatusResponse, AgencySubscriptionResponse } from '@despacha/domain/billing/agency';
import type { Db } from '../../../db/client.ts';
import { agencies, invoices, payments, plans, profiles, subscriptionChanges } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/http-error.ts';
import { nextInvoiceAmount, nextInvoiceDate } from './next-invoice.ts';

const planColumns = {
  id: plans.id,
  name: plans.name,
  priceCents: plans.priceCents,
  baseUsers: plans.baseUsers,
  additionalUserPriceCents: plans.additionalUserPriceCents,
};

/** Users of the agency that take a seat: the active ones. */
export async function activeUsers(db: Db, agencyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.agencyId, agencyId), eq(profiles.active, true)));
  return row?.n ?? 0;
}

/** When the paid subscription started: the last move out of trial, else the agency's creation. */
async function paidSince(db: Db, agencyId: string, createdAt: Date): Promise<Date> {
  const [row] = await db
    .select({ at: subscriptionChanges.createdAt })
    .from(subscriptionChanges)
    .where(and(eq(subscriptionChanges.agencyId, agencyId), eq(subscriptionChanges.oldStatus, 'trial'), ne(subscriptionChanges.newStatus, 'trial')))
    .orderBy(desc(subscriptionChanges.createdAt))
    .limit(1);
  return row?.at ?? createdAt;
}

/** The "Assinatura" page of one agency: every figure read from its own rows. */
export async function agencySubscription(db: Db, agencyId: string, now: Date): Promise<AgencySubscriptionResponse> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw notFound();
  const [[plan], used, invoiceRows, paymentRows, activePlans, since] = await Promise.all([
    db.select(planColumns).from(plans).where(eq(plans.id, agency.planId)),
    activeUsers(db, agencyId),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        periodStart: invoices.periodStart,
        periodEnd: invoices.periodEnd,
        dueOn: invoices.dueOn,
        amountCents: invoices.amountCents,
        status: invoices.status,
      })
      .from(invoices)
      .where(and(eq(invoices.agencyId, agencyId), ne(invoices.status, 'draft')))
      .orderBy(desc(invoices.issuedOn), desc(invoices.number))
      .limit(120),
    db
      .select({
        id: payments.id,
        invoiceNumber: invoices.number,
        method: payments.method,
        amountCents: payments.amountCents,
        paidOn: payments.paidOn,
        status: payments.status,
      })
      .from(payments)
      .innerJoin(invoices, and(eq(invoices.agencyId, payments.agencyId), eq(invoices.id, payments.invoiceId)))
      .where(eq(payments.agencyId, agencyId))
      .orderBy(desc(payments.paidOn), desc(payments.createdAt))
      .limit(120),
    db.select(planColumns).from(plans).where(eq(plans.active, true)).orderBy(plans.priceCents),
    paidSince(db, agencyId, agency.createdAt),
  ]);
  if (!plan) throw notFound();
  const [lastPeriod] = await db
    .select({ end: invoices.periodEnd })
    .from(invoices)
    .where(and(eq(invoices.agencyId, agencyId), ne(invoices.status, 'cancelled'), isNotNull(invoices.periodEnd)))
    .orderBy(desc(invoices.periodEnd))
    .limit(1);
  const date = nextInvoiceDate({ status: agency.status, trialEndsAt: agency.trialEndsAt, lastPeriodEnd: lastPeriod?.end ?? null, paidSince: since, now });
  const blocked = agency.status === 'cancelled' || agency.status === 'inactive';
  return {
    status: agency.status as AgencyStatus,
    plan,
    seats: { used, included: plan.baseUsers, additional: agency.additionalUsers },
    // A cancelled or inactive agency is not billed again.
    nextInvoice: date && !blocked ? { date, amountCents: nextInvoiceAmount(plan, agency.additionalUsers) } : null,
    invoices: invoiceRows,
    payments: paymentRows,
    plans: activePlans,
  };
}

/** The agency's status and why it was last changed (e.g. "Inadimplência"). */
export async function agencyStatus(db: Db, agencyId: string): Promise<AgencyStatusResponse> {
  const [agency] = await db.select({ status: agencies.status }).from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw notFound();
  const [last] = await db
    .select({ reason: subscriptionChanges.changeReason })
    .from(subscriptionChanges)
    .where(and(eq(subscriptionChanges.agencyId, agencyId), eq(subscriptionChanges.newStatus, agency.status), ne(subscriptionChanges.oldStatus, agency.status)))
    .orderBy(desc(subscriptionChanges.createdAt))
    .limit(1);
  return { status: agency.status as AgencyStatus, reason: last?.reason ?? null };
}
