import { balanceLine, moneyMessages as mm } from './messages.ts';
import { serviceMoney, type ServiceAmounts } from './service-money.ts';

export type ReceiptLine = { label: string; cents: number | undefined; bold?: boolean };

/**
 * The fee table of every receipt: the pass-throughs (DETRAN fees, the vehicle's debts) apart from
 * the agency's own fees, then total, paid and either the balance or the customer's credit, never a
 * negative balance. Without a service, the same lines with no amounts (a receipt filled by hand).
 */
export function receiptLines(s: ServiceAmounts | undefined): ReceiptLine[] {
  const m = s ? serviceMoney(s) : undefined;
  const last = m ? balanceLine(m) : { label: mm.balance, cents: undefined };
  return [
    { label: mm.detranFees, cents: s?.valor },
    { label: mm.debts, cents: s?.duvidas },
    { label: mm.passThroughs, cents: m?.passThroughs, bold: true },
    { label: mm.honorarios, cents: s?.honorarios },
    { label: mm.extras, cents: s?.extras },
    { label: mm.agencyFees, cents: m?.agencyFees, bold: true },
    { label: mm.total, cents: m?.total, bold: true },
    { label: mm.paid, cents: m?.paid, bold: true },
    { label: last.label, cents: last.cents, bold: true },
  ];
}
