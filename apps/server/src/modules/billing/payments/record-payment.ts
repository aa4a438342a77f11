import { and, desc, eq, sql } from 'drizzle-orm';
import { paymentAnomaliesOf, type PaymentAnomaly } from '@despacha/domain/billing/payment-anomalies';
import type { PaymentMethod } from '@despacha/domain/billing/settings';
import type { PaymentStatus } from '@despacha/domain/statuses';
import type { Db } from '../../../db/client.ts';
import { agencies, invoices, payments, subscriptionChanges } from '../../../db/schema/index.ts';
import { DUNNING_REASON, setStatusBySystem } from '../system-status-change.ts';
import { auditFlaggedPayment, invoiceAnomalies, invoiceOpensAt, sameFlags } from './anomalies.ts';

export type NewPayment = {
  method: PaymentMethod;
  /** yyyy-mm-dd */
  paidOn: string;
  /** When the money arrived, if the source knows (the provider does; kept as reported); otherwise noon of paidOn. */
  paidAt?: Date;
  amountCents: number;
  reference: string;
  status?: PaymentStatus;
  createdBy: string | null;
  /** Provider events: the pair is unique, so a repeated event records nothing. */
  provider?: string;
  providerEventId?: string;
};

export type InvoiceRow = typeof invoices.$inferSelect;

export type PaymentOutcome =
  | {
      kind: 'recorded';
      paymentId: string;
      invoice: InvoiceRow;
      paidCents: number;
      invoicePaid: boolean;
      agencyReactivated: boolean;
      anomalies: PaymentAnomaly[];
    }
  | { kind: 'duplicate'; invoice: InvoiceRow }
  | { kind: 'refused'; reason: 'cancelled' | 'paid' | 'draft'; invoice: InvoiceRow };

/** Statuses whose invoice takes no payment; a provider's money for a paid invoice is still recorded. */
const REFUSED_MANUAL = new Set(['cancelled', 'paid', 'draft']);
const REFUSED_PROVIDER = new Set(['cancelled', 'draft']);

/**
 * Records a payment on an invoice in one transaction: the invoice row is locked first, so two
 * payments (or the same provider event twice) are applied one after the other. The invoice turns
 * paid when its confirmed payments cover the amount; an agency suspended for dunning with nothing
 * overdue left is reactivated, recorded as the system's status change. Figures that do not fit the
 * invoice (more or less than owed, a date outside its life) are kept as given and flagged on the
 * payment and the invoice, and a provider's in the audit trail (decision 050).
 */
export async function recordPayment(db: Db, agencyId: string, invoiceId: string, p: NewPayment, now: Date): Promise<PaymentOutcome | null> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.agencyId, agencyId), eq(invoices.id, invoiceId)))
      .for('update');
    if (!invoice) return null;
    if (p.provider && p.providerEventId) {
      const [seen] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, p.provider), eq(payments.providerEventId, p.providerEventId)));
      if (seen) return { kind: 'duplicate', invoice };
    }
    const refused = p.provider ? REFUSED_PROVIDER : REFUSED_MANUAL;
    if (refused.has(invoice.status)) return { kind: 'refused', reason: invoice.status as 'cancelled' | 'paid' | 'draft', invoice };

    const status = p.status ?? 'confirmed';
    // bigint: accepted overpayments may add up past int4 (three events of R$ 10 million).
    const [before] = await tx
      .select({ paid: sql<string | number>`coalesce(sum(${payments.amountCents}), 0)::bigint` })
      .from(payments)
      .where(and(eq(payments.agencyId, agencyId), eq(payments.invoiceId, invoiceId), eq(payments.status, 'confirmed')));
    const paidBefore = Number(before?.paid ?? 0);
    const paidAt = paidMoment(p, now);
    // Recorded as reported whatever these say (decision 050): the money arrived, the flags tell an admin.
    const anomalies = paymentAnomaliesOf({
      invoiceAmountCents: invoice.amountCents,
      paidBeforeCents: paidBefore,
      amountCents: p.amountCents,
      confirmed: status === 'confirmed',
      fromProvider: Boolean(p.provider),
      paidAt,
      invoiceOpensAt: invoiceOpensAt(invoice),
      now,
    });
    const [inserted] = await tx
      .insert(payments)
      .values({
        agencyId,
        invoiceId,
        method: p.method,
        amountCents: p.amountCents,
        paidOn: p.paidOn,
        reference: p.reference,
        status,
        provider: p.provider ?? null,
        providerEventId: p.providerEventId ?? null,
        anomalies,
        reportedPaidAt: p.provider ? (p.paidAt ?? null) : null,
        createdBy: p.createdBy,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!inserted) return { kind: 'duplicate', invoice };

    // The invoice row is locked: no other payment of it landed since the sum above.
    const paid = paidBefore + (status === 'confirmed' ? p.amountCents : 0);
    const covered = invoice.status !== 'paid' && paid >= invoice.amountCents;
    const flags = invoiceAnomalies(invoice.anomalies, anomalies, paid >= invoice.amountCents);
    let current = invoice;
    if (covered || !sameFlags(flags, invoice.anomalies)) {
      const [updated] = await tx
        .update(invoices)
        .set({ ...(covered ? { status: 'paid', paidAt } : {}), anomalies: flags, updatedAt: now })
        .where(and(eq(invoices.agencyId, agencyId), eq(invoices.id, invoiceId)))
        .returning();
      current = updated ?? invoice;
    }
    if (anomalies.length > 0 && p.provider && p.providerEventId) {
      await auditFlaggedPayment(tx, invoiceId, {
        provider: p.provider,
        eventId: p.providerEventId,
        invoiceNumber: invoice.number,
        amountCents: p.amountCents,
        paidOn: p.paidOn,
        paidCents: paid,
        invoiceAmountCents: invoice.amountCents,
        issuedOn: invoice.issuedOn,
        anomalies,
      });
    }
    const agencyReactivated = covered && (await reactivateIfDunningCleared(tx, agencyId, now));
    return {
      kind: 'recorded',
      paymentId: inserted.id,
      invoice: current,
      paidCents: paid,
      invoicePaid: current.status === 'paid',
      agencyReactivated,
      anomalies,
    };
  });
}

/** The payment's own moment: the provider's as reported, else noon of the day paid (São Paulo), never later than now. */
function paidMoment(p: NewPayment, now: Date): Date {
  if (p.paidAt) return p.paidAt;
  const noon = new Date(`${p.paidOn}T12:00:00-03:00`);
  return noon < now ? noon : now;
}

/** Lifts a suspension that dunning set (its last status change says so) once nothing is overdue. */
async function reactivateIfDunningCleared(tx: Db, agencyId: string, now: Date): Promise<boolean> {
  const [agency] = await tx.select({ status: agencies.status }).from(agencies).where(eq(agencies.id, agencyId));
  if (agency?.status !== 'suspended') return false;
  const [last] = await tx
    .select({ reason: subscriptionChanges.changeReason, newStatus: subscriptionChanges.newStatus })
    .from(subscriptionChanges)
    .where(and(eq(subscriptionChanges.agencyId, agencyId), eq(subscriptionChanges.changeType, 'status_change')))
    .orderBy(desc(subscriptionChanges.createdAt))
    .limit(1);
  if (last?.reason !== DUNNING_REASON || last.newStatus !== 'suspended') return false;
  const [left] = await tx
    .select({ overdue: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.agencyId, agencyId), eq(invoices.status, 'overdue')));
  if ((left?.overdue ?? 0) > 0) return false;
  return setStatusBySystem(tx, agencyId, 'active', DUNNING_REASON, now);
}
