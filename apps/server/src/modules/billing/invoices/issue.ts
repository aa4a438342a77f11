import { and, eq, ne, sql } from 'drizzle-orm';
import { billingMessages } from '@despacha/domain/billing/messages';
import { addIsoDays, billingDayOf, isBillingDate, periodFrom } from '@despacha/domain/billing/periods';
import type { Db } from '../../../db/client.ts';
import { agencies, invoices, plans, subscriptionChanges } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';
import type { Mailer } from '../../../lib/mail.ts';
import { invoiceIssuedMail } from '../mail-billing.ts';
import { readSettings } from '../../settings/public.ts';

export type PayingAgency = {
  id: string;
  email: string;
  planId: string;
  additionalUsers: number;
  priceCents: number;
  baseUsers: number;
  additionalUserPriceCents: number;
  /** São Paulo day the paid subscription started: trial conversion, else creation. */
  startedOn: string;
};

/**
 * Paid from the latest conversion (trial → active, or Converter after a trial ended); an agency
 * never on trial started when created.
 */
const convertedAt = sql<Date | string | null>`(
  select max(${subscriptionChanges.createdAt}) from ${subscriptionChanges}
  where ${subscriptionChanges.agencyId} = ${agencies.id} and ${subscriptionChanges.newStatus} = 'active'
    and (${subscriptionChanges.oldStatus} = 'trial' or ${subscriptionChanges.changeReason} = ${billingMessages.trialConvertedReason})
)`;

/** Active agencies with what their next invoice is made of; `agencyId` narrows to one. */
export async function payingAgencies(db: Db, agencyId?: string): Promise<PayingAgency[]> {
  const rows = await db
    .select({
      id: agencies.id,
      email: agencies.email,
      planId: agencies.planId,
      additionalUsers: agencies.additionalUsers,
      createdAt: agencies.createdAt,
      convertedAt,
      priceCents: plans.priceCents,
      baseUsers: plans.baseUsers,
      additionalUserPriceCents: plans.additionalUserPriceCents,
    })
    .from(agencies)
    .innerJoin(plans, eq(plans.id, agencies.planId))
    .where(and(eq(agencies.status, 'active'), agencyId ? eq(agencies.id, agencyId) : undefined));
  return rows.map(({ createdAt, convertedAt: converted, ...r }) => ({
    ...r,
    startedOn: todayIso(converted ? new Date(converted) : createdAt),
  }));
}

export type IssuedInvoice = typeof invoices.$inferSelect;

/**
 * Issues the invoice of the period starting on `periodStart`, snapshotting plan price and seats as
 * they are now (changes reach the next invoice only). Null when that period already has a live
 * invoice: the partial unique index settles races between processes.
 */
export async function issueInvoice(db: Db, agency: PayingAgency, periodStart: string, dueDays: number, now: Date): Promise<IssuedInvoice | null> {
  const [existing] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.agencyId, agency.id), eq(invoices.periodStart, periodStart), ne(invoices.status, 'cancelled')));
  // Checked first so the usual case draws no number from the sequence (a conflict would leave a gap).
  if (existing) return null;
  const { periodEnd } = periodFrom(periodStart, billingDayOf(agency.startedOn));
  const [row] = await db
    .insert(invoices)
    .values({
      agencyId: agency.id,
      planId: agency.planId,
      amountCents: agency.priceCents + agency.additionalUsers * agency.additionalUserPriceCents,
      issuedOn: periodStart,
      dueOn: addIsoDays(periodStart, dueDays),
      status: 'pending',
      periodStart,
      periodEnd,
      planPriceCents: agency.priceCents,
      baseUsers: agency.baseUsers,
      additionalUsers: agency.additionalUsers,
      additionalUserPriceCents: agency.additionalUserPriceCents,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Issues the invoices due on `day` for every paying agency and mails each one issued. */
export async function issueInvoicesOn(db: Db, mailer: Mailer, day: string, dueDays: number, now: Date): Promise<number> {
  let issued = 0;
  for (const agency of await payingAgencies(db)) {
    if (!isBillingDate(day, agency.startedOn)) continue;
    const invoice = await issueInvoice(db, agency, day, dueDays, now);
    if (!invoice) continue;
    issued++;
    await mailer.send(invoiceIssuedMail(agency.email, invoice, (await readSettings(db)).platform));
  }
  return issued;
}
