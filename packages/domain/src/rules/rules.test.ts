import { describe, expect, it } from 'vitest';
import { annualRecurringRevenue, changeType, churnRate, collectionRate, growthRate, monthlyRecurringRevenue } from './subscription.ts';
import { generateTemporaryPassword, isTemporaryPassword } from './temporary-password.ts';
import { standardPlans } from '../plans.ts';

const [basico, intermediario, avancado] = standardPlans;

describe('change type (spec §4)', () => {
  it('upgrade, downgrade or status_change by price', () => {
    expect(changeType(basico, avancado)).toBe('upgrade');
    expect(changeType(avancado, intermediario)).toBe('downgrade');
    expect(changeType(intermediario, intermediario)).toBe('status_change');
  });
  it('status_change when either plan is unknown or none was chosen', () => {
    expect(changeType(undefined, avancado)).toBe('status_change');
    expect(changeType(basico, null)).toBe('status_change');
  });
});

describe('revenue (spec §9)', () => {
  it('MRR = Σ price × clients; ARR = MRR × 12', () => {
    const mrr = monthlyRecurringRevenue([
      { priceCents: 19900, clients: 45 },
      { priceCents: 39900, clients: 67 },
      { priceCents: 69900, clients: 23 },
    ]);
    expect(mrr).toBe(19900 * 45 + 39900 * 67 + 69900 * 23);
    expect(annualRecurringRevenue(mrr)).toBe(mrr * 12);
    expect(monthlyRecurringRevenue([])).toBe(0);
  });
  it('collection rate is paid over total, rounded; 0 without invoices', () => {
    expect(collectionRate(2, 3)).toBe(67);
    expect(collectionRate(1, 3)).toBe(33);
    expect(collectionRate(5, 5)).toBe(100);
    expect(collectionRate(0, 0)).toBe(0);
  });
  it('churn and growth in percent with one decimal', () => {
    expect(churnRate(4, 125)).toBe(3.2);
    expect(growthRate(100, 115)).toBe(15);
    expect(growthRate(0, 10)).toBe(0);
  });
});

describe('temporary password (spec §9)', () => {
  it('8 characters, letters and digits, both present', () => {
    for (let i = 0; i < 200; i++) {
      const p = generateTemporaryPassword();
      expect(p).toMatch(/^[A-Za-z\d]{8}$/);
      expect(p).toMatch(/[A-Za-z]/);
      expect(p).toMatch(/\d/);
      expect(isTemporaryPassword(p)).toBe(true);
    }
  });
  it('even a random source that always answers 0 yields a letter and a digit', () => {
    expect(isTemporaryPassword(generateTemporaryPassword(() => 0))).toBe(true);
  });
  it('rejects other shapes', () => {
    for (const bad of ['abcdefgh', '12345678', 'abc1234', 'abc123456', 'abc-1234']) expect(isTemporaryPassword(bad)).toBe(false);
  });
});
