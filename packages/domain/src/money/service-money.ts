// The money of one service, computed in one place (decision 017). Amounts are integer centavos.
//
// DETRAN fees (`valor`) and the vehicle's debts the agency pays on the customer's behalf
// (`duvidas`: IPVA, fines, overdue licensing) are pass-throughs: the agency collects them only to
// hand them on, so they are never its revenue. Honorários and extras are what the agency earns.
//
// `valor` null is a DETRAN fee "a confirmar" (decision 078): the sums hold the known part only and
// `feeUnknown` says so, for every display to add "+ taxa DETRAN a confirmar" (fee-display.ts).

export type ServiceAmounts = { valor: number | null; honorarios: number; duvidas: number; extras: number; valorPago: number };

export type ServiceMoney = {
  /** The DETRAN fee is "a confirmar": total, balance and pass-throughs are the known part only. */
  feeUnknown: boolean;
  /** Collected to be paid on: DETRAN fees plus the vehicle's debts. */
  passThroughs: number;
  /** The agency's own charges: honorários plus extras. */
  agencyFees: number;
  total: number;
  paid: number;
  /** Still owed by the customer; 0 once paid in full. */
  balance: number;
  /**
   * Paid beyond the total: owed back to the customer (or kept for a next service), never revenue.
   * 0 while the fee is unknown: what was paid beyond the known part is held for the fee, not a credit.
   */
  credit: number;
  /** The part of the payment that is the agency's revenue. */
  agencyReceived: number;
  /** The part of the payment that goes on to DETRAN and the creditors. */
  passThroughsReceived: number;
};

const amount = (cents: number | null) => (cents !== null && Number.isFinite(cents) ? Math.trunc(cents) : 0);

/**
 * Totals, balance or credit, and how a payment splits between pass-throughs and the agency.
 * A partial payment settles the pass-throughs first: the agency has to pay DETRAN and the debts
 * before anything it receives is its own.
 */
export function serviceMoney(s: ServiceAmounts): ServiceMoney {
  const passThroughs = amount(s.valor) + amount(s.duvidas);
  const agencyFees = amount(s.honorarios) + amount(s.extras);
  const total = passThroughs + agencyFees;
  const paid = amount(s.valorPago);
  const settled = Math.min(paid, total);
  const feeUnknown = s.valor === null;
  return {
    feeUnknown,
    passThroughs,
    agencyFees,
    total,
    paid,
    balance: Math.max(0, total - paid),
    credit: feeUnknown ? 0 : Math.max(0, paid - total),
    passThroughsReceived: Math.max(0, Math.min(passThroughs, settled)),
    agencyReceived: Math.max(0, settled - passThroughs),
  };
}

/** Adds up the split of many services (the dashboard's month); `feesToConfirm` counts the services whose fee is left out. */
export function sumServiceMoney(list: Iterable<ServiceAmounts>) {
  const sum = { total: 0, paid: 0, agencyReceived: 0, passThroughsReceived: 0, credit: 0, balance: 0 };
  let feesToConfirm = 0;
  for (const s of list) {
    const m = serviceMoney(s);
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += m[key];
    if (m.feeUnknown) feesToConfirm += 1;
  }
  return { ...sum, feesToConfirm };
}
