import type { Option } from '../options/option.ts';
import { formatBrDate } from '../validators/date.ts';
import { formatMoney } from '../validators/money.ts';

// A payment whose figures do not fit its invoice (issue 32 item 13, decision 050): the money is
// recorded as reported and the payment and its invoice name what is odd, for an administrator to
// settle (refund, charge the rest, ask the provider). No zod here: Faturamento shows the labels
// at render and zod loads only with a form (decision 009).

export const paymentAnomalies = ['overpaid', 'underpaid', 'paid_before_issue', 'paid_in_future'] as const;
export type PaymentAnomaly = (typeof paymentAnomalies)[number];

/**
 * How far ahead of our clock a provider's paid moment may be and still be taken as now: the
 * signature's timestamp is already trusted within this window (REPLAY_WINDOW_MS of the webhook),
 * so the provider's clock may be this far off without anything being wrong. The same slack is
 * given before the invoice existed.
 */
export const PAID_AT_SKEW_MS = 5 * 60_000;

/**
 * The paid moments a provider's event may carry, as ISO instants. Outside, it is no date a payment
 * system produces (and year 0 does not fit a PostgreSQL date): the event is refused as malformed.
 * Inside, a date before the invoice or in the future is recorded and flagged. 1970 stays inside on
 * purpose: an "epoch zero" date is the provider bug this flag is for.
 */
export const PROVIDER_PAID_AT_MIN = '1970-01-01T00:00:00.000Z';
export const PROVIDER_PAID_AT_MAX = '2100-01-01T00:00:00.000Z';

export type PaymentFacts = {
  invoiceAmountCents: number;
  /** Confirmed payments of the invoice before this one. */
  paidBeforeCents: number;
  amountCents: number;
  /** Only a confirmed payment moved money; a failed or processing one is never flagged. */
  confirmed: boolean;
  /**
   * The payment provider's event: its charge was for what was owed, so less is odd too. An
   * administrator typing a part payment meant it; their dates are checked by the form.
   */
  fromProvider: boolean;
  paidAt: Date;
  /** The invoice's first moment: the earlier of its creation and the start of its issue day. */
  invoiceOpensAt: Date;
  now: Date;
};

/** What does not fit, in the order an administrator reads it: the money first, then the date. */
export function paymentAnomaliesOf(f: PaymentFacts): PaymentAnomaly[] {
  if (!f.confirmed) return [];
  const found: PaymentAnomaly[] = [];
  const paidAfter = f.paidBeforeCents + f.amountCents;
  if (paidAfter > f.invoiceAmountCents) found.push('overpaid');
  else if (f.fromProvider && paidAfter < f.invoiceAmountCents) found.push('underpaid');
  if (f.fromProvider && f.paidAt.getTime() < f.invoiceOpensAt.getTime() - PAID_AT_SKEW_MS) found.push('paid_before_issue');
  if (f.fromProvider && f.paidAt.getTime() > f.now.getTime() + PAID_AT_SKEW_MS) found.push('paid_in_future');
  return found;
}

/** The filter of Faturamento → Faturas: every invoice, any flagged one, or one kind. */
export const anomalyFilterValues = ['any', ...paymentAnomalies] as const;
export type AnomalyFilter = (typeof anomalyFilterValues)[number];

export const paymentAnomalyMessages = {
  filter: 'Divergências',
  allInvoices: 'Todas as faturas',
  flagged: 'Divergência no pagamento',
} as const;

export const anomalyFilterOptions: readonly Option<AnomalyFilter>[] = [
  { value: 'any', label: 'Com divergência' },
  { value: 'overpaid', label: 'Pago a mais' },
  { value: 'underpaid', label: 'Pago a menos' },
  { value: 'paid_before_issue', label: 'Pago antes da emissão' },
  { value: 'paid_in_future', label: 'Pago com data futura' },
];

/** What the invoice row says about one flag, with its figures: "Pago a mais: R$ 398,00 de R$ 199,00". */
export function paymentAnomalyLabel(kind: PaymentAnomaly, invoice: { paidCents: number; amountCents: number }): string {
  const figures = `${formatMoney(invoice.paidCents)} de ${formatMoney(invoice.amountCents)}`;
  switch (kind) {
    case 'overpaid':
      return `Pago a mais: ${figures}`;
    case 'underpaid':
      return `Pago a menos: ${figures}`;
    case 'paid_before_issue':
      return 'Data de pagamento fora do período da fatura: anterior à emissão';
    case 'paid_in_future':
      return 'Data de pagamento fora do período da fatura: no futuro';
  }
}

export type AnomalyAuditFacts = {
  provider: string;
  eventId: string;
  invoiceNumber: number;
  /** The payment as reported: its amount and its São Paulo day (yyyy-mm-dd). */
  amountCents: number;
  paidOn: string;
  /** The invoice once this payment counts. */
  paidCents: number;
  invoiceAmountCents: number;
  issuedOn: string;
  anomalies: readonly PaymentAnomaly[];
};

/** The audit trail's line for a flagged provider payment: what was reported, against what, and why it stands out. */
export function paymentAnomalyAuditSummary(f: AnomalyAuditFacts): string {
  const why = f.anomalies.map((a) => paymentAnomalyLabel(a, { paidCents: f.paidCents, amountCents: f.invoiceAmountCents })).join('; ');
  return (
    `Pagamento de ${formatMoney(f.amountCents)} em ${formatBrDate(f.paidOn)} (provedor ${f.provider}, evento ${f.eventId}) ` +
    `registrado na fatura nº ${f.invoiceNumber}, emitida em ${formatBrDate(f.issuedOn)}, com divergência: ${why}`
  );
}
