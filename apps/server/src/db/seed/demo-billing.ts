import crypto from 'node:crypto';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import { addIsoDays, billingDayOf, periodFrom } from '@despacha/domain/billing/periods';
import { defaultBillingSettings, paymentMethods } from '@despacha/domain/billing/settings';
import { standardPlans } from '@despacha/domain/plans';
import type { invoices, payments } from '../schema/index.ts';
import { todayIso } from '../../lib/dates.ts';

// The demo clients' billing history, made by the rules the daily job follows (decision 021):
// monthly periods from the day the client started paying, amounts snapshotted at issue, paid
// invoices covered by confirmed payments, and the suspended clients' last invoices overdue.

type Invoice = typeof invoices.$inferInsert;
type Payment = typeof payments.$inferInsert;

export type BilledClient = {
  agencyId: string;
  slug: string;
  planId: string;
  status: AgencyStatus;
  additionalUsers: number;
  createdAt: Date;
  /** An earlier plan, or the day the status changed (suspension, cancellation). */
  previous?: { planId?: string; status?: AgencyStatus; at: Date };
  /** The bank refused the payment of the overdue invoice (a failed payment is recorded). */
  refusedPayment?: boolean;
};

const planById = new Map(standardPlans.map((p) => [p.id, p]));
const { dueDays, suspendAfterDays } = defaultBillingSettings;

/** Invoices and payments of one client up to today (trials are not billed). */
export function billingOf(c: BilledClient, now: Date): { invoices: Invoice[]; payments: Payment[] } {
  if (c.status === 'trial') return { invoices: [], payments: [] };
  const today = todayIso(now);
  const startedOn = todayIso(c.createdAt);
  const billingDay = billingDayOf(startedOn);
  // Billing stops when the client left active (suspended, cancelled, inactive).
  const stoppedOn = c.status !== 'active' && c.previous?.status ? todayIso(c.previous.at) : null;
  const planChangedOn = c.previous?.planId ? todayIso(c.previous.at) : null;
  const out = { invoices: [] as Invoice[], payments: [] as Payment[] };

  for (let start = startedOn, n = 0; start <= today && (!stoppedOn || start < stoppedOn); n++) {
    const { periodEnd } = periodFrom(start, billingDay);
    const planId = planChangedOn && start < planChangedOn ? c.previous!.planId! : c.planId;
    const plan = planById.get(planId)!;
    const dueOn = addIsoDays(start, dueDays);
    // A suspended client's invoices due within the month before its suspension went unpaid: the
    // oldest of them was suspendAfterDays overdue on the day it was suspended.
    const unpaid = stoppedOn && c.status === 'suspended' && dueOn > addIsoDays(stoppedOn, -suspendAfterDays - 30);
    const status = unpaid ? 'overdue' : dueOn >= today ? 'pending' : 'paid';
    const id = crypto.randomUUID();
    const paidOn = addIsoDays(dueOn, -2 - (n % 5));
    out.invoices.push({
      agencyId: c.agencyId,
      id,
      planId,
      amountCents: plan.priceCents + c.additionalUsers * plan.additionalUserPriceCents,
      issuedOn: start,
      dueOn,
      status,
      paidAt: status === 'paid' ? new Date(`${paidOn}T15:00:00Z`) : null,
      periodStart: start,
      periodEnd,
      planPriceCents: plan.priceCents,
      baseUsers: plan.baseUsers,
      additionalUsers: c.additionalUsers,
      additionalUserPriceCents: plan.additionalUserPriceCents,
      createdAt: new Date(`${start}T09:00:00Z`),
      updatedAt: new Date(`${status === 'paid' ? paidOn : start}T15:00:00Z`),
    });
    const amountCents = plan.priceCents + c.additionalUsers * plan.additionalUserPriceCents;
    const method = paymentMethods[n % paymentMethods.length]!;
    if (status === 'paid') {
      out.payments.push({
        agencyId: c.agencyId,
        invoiceId: id,
        method,
        amountCents,
        paidOn,
        reference: `${c.slug.toUpperCase()}-${start}`,
        status: 'confirmed',
        createdAt: new Date(`${paidOn}T15:00:00Z`),
      });
    } else if (status === 'overdue' && c.refusedPayment) {
      out.payments.push({
        agencyId: c.agencyId,
        invoiceId: id,
        method: 'cartao',
        amountCents,
        paidOn: dueOn,
        reference: `${c.slug.toUpperCase()}-${start}`,
        status: 'failed',
        createdAt: new Date(`${dueOn}T15:00:00Z`),
      });
    }
    start = addIsoDays(periodEnd, 1);
  }
  return out;
}
