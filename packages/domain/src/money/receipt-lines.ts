import { balanceLine, moneyMessages as mm } from './messages.ts';
import { amountText, feeText } from './fee-display.ts';
import { serviceMoney, type ServiceAmounts } from './service-money.ts';

/** `text` is the amount as printed (blank without a service; "a confirmar" for an unknown DETRAN fee). */
export type ReceiptLine = { label: string; cents: number | undefined; text: string; bold?: boolean };

/**
 * The fee table of every receipt: the pass-throughs (DETRAN fees, the vehicle's debts) apart from
 * the agency's own fees, then total, paid and either the balance or the customer's credit, never a
 * negative balance. Without a service, the same lines with no amounts (a receipt filled by hand).
 */
export function receiptLines(s: ServiceAmounts | undefined): ReceiptLine[] {
  const m = s ? serviceMoney(s) : undefined;
  const last = m ? balanceLine(m) : { label: mm.balance, cents: undefined };
  // The lines that hold the DETRAN fee say when it is left out (decision 078).
  const known = (cents: number | undefined) => (cents === undefined ? '' : amountText(cents, m?.feeUnknown ?? false));
  const plain = (cents: number | undefined) => (cents === undefined ? '' : amountText(cents, false));
  const line = (label: string, cents: number | undefined, text: string, bold?: boolean): ReceiptLine => ({ label, cents, text, ...(bold ? { bold } : {}) });
  return [
    line(mm.detranFees, s ? (s.valor ?? undefined) : undefined, s ? feeText(s.valor) : ''),
    line(mm.debts, s?.duvidas, plain(s?.duvidas)),
    line(mm.passThroughs, m?.passThroughs, known(m?.passThroughs), true),
    line(mm.honorarios, s?.honorarios, plain(s?.honorarios)),
    line(mm.extras, s?.extras, plain(s?.extras)),
    line(mm.agencyFees, m?.agencyFees, plain(m?.agencyFees), true),
    line(mm.total, m?.total, known(m?.total), true),
    line(mm.paid, m?.paid, plain(m?.paid), true),
    line(last.label, last.cents, known(last.cents), true),
  ];
}
