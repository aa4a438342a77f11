import { and, desc, eq } from 'drizzle-orm';
import { billingMessages as m } from '@despacha/domain/billing/messages';
import type { Db } from '../../../db/client.ts';
import { agencies, subscriptionChanges } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import { issueInvoice, payingAgencies, type IssuedInvoice } from '../invoices/issue.ts';
import { getBillingSettings } from '../settings.ts';

const DAY_MS = 86_400_000;

/** The agency locked for the change, and whether its trial is running or ended unconverted. */
async function trialOf(tx: Db, agencyId: string) {
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
  if (!agency) throw notFound(m.trialClientNotFound);
  if (agency.status === 'trial') return { agency, ended: false };
  if (agency.status === 'suspended') {
    const [last] = await tx
      .select({ reason: subscriptionChanges.changeReason })
      .from(subscriptionChanges)
      .where(and(eq(subscriptionChanges.agencyId, agencyId), eq(subscriptionChanges.newStatus, 'suspended')))
      .orderBy(desc(subscriptionChanges.createdAt))
      .limit(1);
    if (last?.reason === m.trialEndedReason) return { agency, ended: true };
  }
  throw conflict('NOT_IN_TRIAL', m.notInTrial);
}

/**
 * Converter: the trial (running, or ended and suspended for it) becomes a paid subscription today;
 * today is its billing day from now on, and its first invoice is issued at once.
 */
export async function convertTrial(db: Db, agencyId: string, userId: string, now: Date): Promise<{ invoice: IssuedInvoice; email: string }> {
  const settings = await getBillingSettings(db);
  return db.transaction(async (tx) => {
    const { agency } = await trialOf(tx, agencyId);
    await tx.update(agencies).set({ status: 'active', updatedAt: now }).where(eq(agencies.id, agencyId));
    await tx.insert(subscriptionChanges).values({
      agencyId,
      oldPlan: agency.planId,
      newPlan: agency.planId,
      oldStatus: agency.status,
      newStatus: 'active',
      changeType: 'status_change',
      changeReason: m.trialConvertedReason,
      changedBy: userId,
      createdAt: now,
    });
    const [paying] = await payingAgencies(tx, agencyId);
    const invoice = await issueInvoice(tx, paying!, todayIso(now), settings.dueDays, now);
    // A live invoice for today cannot exist: the agency was not paying until this transaction.
    if (!invoice) throw conflict('INVOICE_EXISTS', m.actionFailed);
    return { invoice, email: agency.email };
  });
}

/**
 * Estender: adds days to the trial, recorded as an 'other' change with the reason. A trial that
 * had ended (suspended for it) runs again from today plus the days.
 */
export async function extendTrial(db: Db, agencyId: string, days: number, reason: string, userId: string, now: Date): Promise<Date> {
  return db.transaction(async (tx) => {
    const { agency, ended } = await trialOf(tx, agencyId);
    const from = Math.max(agency.trialEndsAt?.getTime() ?? now.getTime(), ended ? now.getTime() : 0);
    const trialEndsAt = new Date(from + days * DAY_MS);
    await tx.update(agencies).set({ status: 'trial', trialEndsAt, updatedAt: now }).where(eq(agencies.id, agencyId));
    await tx.insert(subscriptionChanges).values({
      agencyId,
      oldPlan: agency.planId,
      newPlan: agency.planId,
      oldStatus: agency.status,
      newStatus: 'trial',
      changeType: 'other',
      changeReason: reason,
      changedBy: userId,
      createdAt: now,
    });
    return trialEndsAt;
  });
}
