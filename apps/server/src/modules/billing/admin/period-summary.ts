import type { PeriodSummaryResponse } from '@despacha/domain/billing/admin';
import { paymentMethods, type PaymentMethod } from '@despacha/domain/billing/settings';
import type { Db } from '../../../db/client.ts';
import { getBillingSettings } from '../settings.ts';
import { paymentTotals } from './kept-totals.ts';

/** Basis points of an amount, rounded half up to the cent. */
export const bpsOf = (cents: number, bps: number) => Math.round((cents * bps) / 10_000);

/**
 * The period summary (spec §9): gross = confirmed payments received in [from, to]; taxes =
 * gross × taxRateBps; processing fees = each method's received amount × its fee; net = gross −
 * taxes − fees. Cash basis: what came in, not what was billed.
 */
export async function periodSummary(db: Db, from: string, to: string): Promise<PeriodSummaryResponse> {
  // Whole months from the kept monthly figures, the days at the ends from payments by paid_on.
  const [settings, rows] = await Promise.all([getBillingSettings(db), paymentTotals(db, { from, to, confirmedOnly: true })]);
  const byMethod = new Map<PaymentMethod, number>();
  for (const r of rows) byMethod.set(r.method as PaymentMethod, (byMethod.get(r.method as PaymentMethod) ?? 0) + r.amountCents);
  const feesByMethod = paymentMethods.map((method) => {
    const grossCents = byMethod.get(method) ?? 0;
    const feeBps = settings.processingFeeBps[method];
    return { method, grossCents, feeBps, feeCents: bpsOf(grossCents, feeBps) };
  });
  const grossCents = feesByMethod.reduce((s, f) => s + f.grossCents, 0);
  const taxesCents = bpsOf(grossCents, settings.taxRateBps);
  const feesCents = feesByMethod.reduce((s, f) => s + f.feeCents, 0);
  return { from, to, grossCents, taxRateBps: settings.taxRateBps, taxesCents, feesByMethod, feesCents, netCents: grossCents - taxesCents - feesCents };
}
