import { paymentAnomalies, paymentAnomalyAuditSummary, type AnomalyAuditFacts, type PaymentAnomaly } from '@despacha/domain/billing/payment-anomalies';
import type { Db } from '../../../db/client.ts';
import type { invoices } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../lib/audit.ts';

// The invoice side of a flagged payment (decision 050); which payment is odd is decided by
// paymentAnomaliesOf in packages/domain.

type Invoice = typeof invoices.$inferSelect;

/**
 * The invoice's first moment: the earlier of its row's creation and the start of its issue day in
 * São Paulo (UTC−3, no daylight saving since 2019). The earlier one, so an invoice issued for a
 * day before it was written (a migrated one) does not flag a payment its own issue date allows.
 */
export function invoiceOpensAt(invoice: Pick<Invoice, 'createdAt' | 'issuedOn'>): Date {
  const issueDay = new Date(`${invoice.issuedOn}T00:00:00-03:00`);
  return issueDay < invoice.createdAt ? issueDay : invoice.createdAt;
}

/**
 * The invoice's flags once this payment counts: every flag its payments carried, but a shortfall
 * the invoice no longer has (a later payment covered it) is settled and dropped. Kept in the
 * domain list's order, so an unchanged set compares equal.
 */
export function invoiceAnomalies(current: readonly string[], added: readonly PaymentAnomaly[], covered: boolean): PaymentAnomaly[] {
  const all = new Set<string>([...current, ...added]);
  if (covered) all.delete('underpaid');
  return paymentAnomalies.filter((a) => all.has(a));
}

export const sameFlags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The provider's flagged payment in the audit trail, in the payment's transaction: no one acted
 * (the webhook has no session), so nothing else records it. A platform event (agency_id null):
 * the administrators' viewer lists it, the agency's own does not. An administrator's manual
 * payment is in the trail already, as their own action.
 */
export async function auditFlaggedPayment(tx: Db, invoiceId: string, facts: AnomalyAuditFacts): Promise<void> {
  await recordAudit(tx, {
    agencyId: null,
    actor: { userId: null, name: `Provedor de pagamentos (${facts.provider})`, role: null },
    action: 'created',
    entity: 'billing',
    entityId: invoiceId,
    summary: paymentAnomalyAuditSummary(facts),
  });
}
