import { describe, expect, it } from 'vitest';
import { PAID_AT_SKEW_MS, paymentAnomaliesOf, paymentAnomalyLabel, type PaymentFacts } from './payment-anomalies.ts';

const now = new Date('2026-03-10T15:00:00Z');
const base: PaymentFacts = {
  invoiceAmountCents: 19900,
  paidBeforeCents: 0,
  amountCents: 19900,
  confirmed: true,
  fromProvider: true,
  paidAt: now,
  invoiceOpensAt: new Date('2026-03-01T03:00:00Z'),
  now,
};
const at = (ms: number) => new Date(ms);

describe('paymentAnomaliesOf', () => {
  it('an exact payment within the invoice life carries nothing', () => {
    expect(paymentAnomaliesOf(base)).toEqual([]);
    expect(paymentAnomaliesOf({ ...base, paidBeforeCents: 10000, amountCents: 9900 })).toEqual([]);
  });

  it('more than owed is overpaid, whoever recorded it; less is underpaid only from the provider', () => {
    expect(paymentAnomaliesOf({ ...base, amountCents: 39800 })).toEqual(['overpaid']);
    expect(paymentAnomaliesOf({ ...base, paidBeforeCents: 19900 })).toEqual(['overpaid']);
    expect(paymentAnomaliesOf({ ...base, amountCents: 39800, fromProvider: false })).toEqual(['overpaid']);
    expect(paymentAnomaliesOf({ ...base, amountCents: 10000 })).toEqual(['underpaid']);
    expect(paymentAnomaliesOf({ ...base, amountCents: 10000, fromProvider: false })).toEqual([]);
  });

  it('dates: before the invoice opened or ahead of now, past the clock tolerance', () => {
    const opens = base.invoiceOpensAt.getTime();
    expect(paymentAnomaliesOf({ ...base, paidAt: new Date('2001-01-01T15:00:00Z') })).toEqual(['paid_before_issue']);
    expect(paymentAnomaliesOf({ ...base, paidAt: at(opens - PAID_AT_SKEW_MS) })).toEqual([]);
    expect(paymentAnomaliesOf({ ...base, paidAt: at(opens - PAID_AT_SKEW_MS - 1) })).toEqual(['paid_before_issue']);
    expect(paymentAnomaliesOf({ ...base, paidAt: at(now.getTime() + PAID_AT_SKEW_MS) })).toEqual([]);
    expect(paymentAnomaliesOf({ ...base, paidAt: at(now.getTime() + PAID_AT_SKEW_MS + 1) })).toEqual(['paid_in_future']);
  });

  it('the money first, then the date; a charge that did not go through carries nothing', () => {
    expect(paymentAnomaliesOf({ ...base, amountCents: 39800, paidAt: new Date('2001-01-01T15:00:00Z') })).toEqual(['overpaid', 'paid_before_issue']);
    expect(paymentAnomaliesOf({ ...base, amountCents: 39800, paidAt: new Date('2001-01-01T15:00:00Z'), confirmed: false })).toEqual([]);
  });
});

describe('paymentAnomalyLabel', () => {
  it('names the figures of the invoice', () => {
    expect(paymentAnomalyLabel('overpaid', { paidCents: 39800, amountCents: 19900 })).toBe('Pago a mais: R$ 398,00 de R$ 199,00');
    expect(paymentAnomalyLabel('underpaid', { paidCents: 10000, amountCents: 19900 })).toBe('Pago a menos: R$ 100,00 de R$ 199,00');
  });
});
