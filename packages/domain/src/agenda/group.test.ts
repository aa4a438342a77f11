import { describe, expect, it } from 'vitest';
import { groupByDay, groupByPosto, shiftWeek, weekdayName } from './group.ts';

const v = (data: string, posto: string, n: number) => ({ data, posto, n });

describe('agenda grouping', () => {
  it('groups consecutive items of the same day, keeping their order', () => {
    const items = [v('2026-11-23', 'A', 1), v('2026-11-23', 'B', 2), v('2026-11-25', 'A', 3)];
    expect(groupByDay(items, (i) => i.data).map((g) => [g.key, g.items.map((i) => i.n)])).toEqual([
      ['2026-11-23', [1, 2]],
      ['2026-11-25', [3]],
    ]);
    expect(groupByDay([], (i: { data: string }) => i.data)).toEqual([]);
  });

  it('groups by posto alphabetically (accents and case aside), the ones without a posto last', () => {
    const items = [
      v('2026-11-23', '', 1),
      v('2026-11-23', 'Niterói', 2),
      v('2026-11-24', ' Barra ', 3),
      v('2026-11-25', 'Barra', 4),
      v('2026-11-26', 'Água Santa', 5),
    ];
    expect(groupByPosto(items).map((g) => [g.key, g.items.map((i) => i.n)])).toEqual([
      ['Água Santa', [5]],
      ['Barra', [3, 4]],
      ['Niterói', [2]],
      ['', [1]],
    ]);
  });

  it('moves by whole Monday-to-Sunday weeks, across months and years', () => {
    expect(shiftWeek('2026-11-25', 0)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(shiftWeek('2026-11-25', 1)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(shiftWeek('2026-11-29', -1)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(shiftWeek('2026-12-30', 1)).toEqual({ from: '2027-01-04', to: '2027-01-10' });
  });

  it('names the weekday in Portuguese', () => {
    expect(weekdayName('2026-11-23')).toBe('segunda-feira');
    expect(weekdayName('2026-11-29')).toBe('domingo');
  });
});
