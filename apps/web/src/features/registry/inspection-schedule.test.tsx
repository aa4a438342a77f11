import { describe, expect, it } from 'vitest';
import { isOffHours, isSundayBr } from './inspection-schedule.ts';

describe('vistoria schedule warnings', () => {
  it('finds a Sunday only in a complete, valid date', () => {
    expect(isSundayBr('29/11/2026')).toBe(true);
    expect(isSundayBr('30/11/2026')).toBe(false);
    expect(isSundayBr('28/11/2026')).toBe(false);
    expect(isSundayBr('29/11/20')).toBe(false);
    expect(isSundayBr('31/02/2026')).toBe(false);
    expect(isSundayBr('')).toBe(false);
  });

  it('finds a time outside 06:00–22:00, both ends included in the hours', () => {
    expect(['05:59', '22:01', '23:30', '00:00'].map(isOffHours)).toEqual([true, true, true, true]);
    expect(['06:00', '12:00', '22:00'].map(isOffHours)).toEqual([false, false, false]);
    expect(['', '23', '2:3', '25:00'].map(isOffHours)).toEqual([false, false, false, false]);
  });
});
