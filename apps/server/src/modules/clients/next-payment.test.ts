import { describe, expect, it } from 'vitest';
import { nextMonthlyAnniversary, nextPaymentOn } from './next-payment.ts';

// Noon UTC is 09:00 in São Paulo: the same calendar day in both.
const at = (date: string) => new Date(`${date}T12:00:00Z`);

describe('next monthly anniversary', () => {
  it('is this month when the day is still ahead or today, else next month', () => {
    expect(nextMonthlyAnniversary(at('2025-03-20'), at('2026-05-10'))).toBe('2026-05-20');
    expect(nextMonthlyAnniversary(at('2025-03-10'), at('2026-05-10'))).toBe('2026-05-10');
    expect(nextMonthlyAnniversary(at('2025-03-05'), at('2026-05-10'))).toBe('2026-06-05');
    expect(nextMonthlyAnniversary(at('2025-03-05'), at('2026-12-10'))).toBe('2027-01-05');
  });
  it('falls on the last day of shorter months', () => {
    expect(nextMonthlyAnniversary(at('2025-01-31'), at('2026-02-10'))).toBe('2026-02-28');
    expect(nextMonthlyAnniversary(at('2025-01-31'), at('2026-04-30'))).toBe('2026-04-30');
  });
  it('uses São Paulo dates: 01:00 UTC on the 1st is still the last day of the month before', () => {
    expect(nextMonthlyAnniversary(new Date('2025-04-01T01:00:00Z'), at('2026-05-10'))).toBe('2026-05-31');
  });
});

describe('next payment', () => {
  const base = { createdAt: at('2025-03-20'), trialEndsAt: at('2026-06-01'), now: at('2026-05-10') };
  it('is the earliest open invoice whatever the status', () => {
    expect(nextPaymentOn({ ...base, status: 'suspended', openInvoiceDueDates: ['2026-05-15', '2026-04-15'] })).toBe('2026-04-15');
  });
  it('without invoices: the trial end, the anniversary of an active client, nothing otherwise', () => {
    expect(nextPaymentOn({ ...base, status: 'trial', openInvoiceDueDates: [] })).toBe('2026-06-01');
    expect(nextPaymentOn({ ...base, status: 'active', openInvoiceDueDates: [] })).toBe('2026-05-20');
    for (const status of ['suspended', 'cancelled', 'inactive']) expect(nextPaymentOn({ ...base, status, openInvoiceDueDates: [] })).toBeNull();
  });
});
