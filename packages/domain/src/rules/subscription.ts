import type { ChangeType } from '../statuses.ts';

type Priced = { priceCents: number } | null | undefined;

/**
 * Spec §4: upgrade when the new plan costs more than the current one, downgrade when less,
 * otherwise status_change — also when either plan is unknown or no new plan was chosen.
 */
export function changeType(currentPlan: Priced, newPlan: Priced): ChangeType {
  if (!currentPlan || !newPlan) return 'status_change';
  if (newPlan.priceCents > currentPlan.priceCents) return 'upgrade';
  if (newPlan.priceCents < currentPlan.priceCents) return 'downgrade';
  return 'status_change';
}

/** MRR = Σ price × paying clients, in centavos (spec §9). */
export const monthlyRecurringRevenue = (plans: { priceCents: number; clients: number }[]) => plans.reduce((sum, p) => sum + p.priceCents * p.clients, 0);

export const annualRecurringRevenue = (mrrCents: number) => mrrCents * 12;

/** Collection rate: paid invoices over all invoices, as a rounded percentage; 0 with no invoices. */
export const collectionRate = (paid: number, total: number) => (total > 0 ? Math.round((paid / total) * 100) : 0);

/** Churn: clients lost in the period over clients at its start, as a percentage with one decimal. */
export const churnRate = (lost: number, atStart: number) => (atStart > 0 ? Math.round((lost / atStart) * 1000) / 10 : 0);

/** Growth: change in clients over the period, as a percentage with one decimal. */
export const growthRate = (atStart: number, atEnd: number) => (atStart > 0 ? Math.round(((atEnd - atStart) / atStart) * 1000) / 10 : 0);
