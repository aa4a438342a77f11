import { describe, expect, it } from 'vitest';
import { addIsoDays, billingDayOf, isBillingDate, isoDaysBetween, periodFrom } from './periods.ts';

describe('billing periods', () => {
  it('adds days across months, years and leap days', () => {
    expect(addIsoDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addIsoDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIsoDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoDaysBetween('2026-04-20', '2026-05-05')).toBe(15);
    expect(isoDaysBetween('2026-05-05', '2026-04-20')).toBe(-15);
  });

  it('bills on the day the subscription started, clamped to 28', () => {
    expect(billingDayOf('2026-03-10')).toBe(10);
    expect(billingDayOf('2026-01-31')).toBe(28);
    expect(isBillingDate('2026-04-10', '2026-03-10')).toBe(true);
    expect(isBillingDate('2026-04-11', '2026-03-10')).toBe(false);
    expect(isBillingDate('2026-02-10', '2026-03-10')).toBe(false);
    // Started on the 31st: billed that day, then on every 28th.
    expect(isBillingDate('2026-01-31', '2026-01-31')).toBe(true);
    expect(isBillingDate('2026-02-28', '2026-01-31')).toBe(true);
    expect(isBillingDate('2026-03-31', '2026-01-31')).toBe(false);
  });

  it('a period runs to the day before the next billing date', () => {
    expect(periodFrom('2026-04-10', 10)).toEqual({ periodStart: '2026-04-10', periodEnd: '2026-05-09' });
    expect(periodFrom('2026-12-15', 15)).toEqual({ periodStart: '2026-12-15', periodEnd: '2027-01-14' });
    expect(periodFrom('2026-01-31', 28)).toEqual({ periodStart: '2026-01-31', periodEnd: '2026-02-27' });
    expect(periodFrom('2026-02-28', 28)).toEqual({ periodStart: '2026-02-28', periodEnd: '2026-03-27' });
  });
});
