import { describe, expect, it } from 'vitest';
import { weekOf, agencyToday } from '../agency-calendar.ts';
import { inputAt, leavesOf, maxLengthOf } from '../contracts/schema-walk.ts';
import { formatMessages } from '../messages.ts';
import { agendaQuery } from './contracts.ts';
import { agendaMessages as m } from './messages.ts';

const issues = (input: object) => {
  const r = agendaQuery.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('agendaQuery', () => {
  it('defaults to the current week, and one day alone to that day', () => {
    expect(agendaQuery.parse({})).toEqual({ ...weekOf(agencyToday()), posto: '' });
    expect(agendaQuery.parse({ from: '2026-11-25' })).toEqual({ from: '2026-11-25', to: '2026-11-25', posto: '' });
    expect(agendaQuery.parse({ to: '2026-11-25', posto: ' Barra ' })).toEqual({ from: '2026-11-25', to: '2026-11-25', posto: 'Barra' });
  });

  it('takes up to six weeks, in order, of real days', () => {
    expect(agendaQuery.parse({ from: '2026-11-01', to: '2026-12-12' })).toMatchObject({ from: '2026-11-01', to: '2026-12-12' });
    expect(issues({ from: '2026-11-01', to: '2026-12-13' })).toEqual([m.rangeTooLong]);
    expect(issues({ from: '2026-11-02', to: '2026-11-01' })).toEqual([m.rangeOrder]);
    expect(issues({ from: '2026-02-30' })).toEqual([m.rangeInvalid]);
    expect(issues({ from: '25/11/2026' })).toEqual([m.rangeInvalid]);
    expect(issues({ posto: 'x'.repeat(121) })).toHaveLength(1);
  });

  // contracts/contract-limits.test.ts walks the contracts/ folder only: the same guard, here.
  it('bounds every text it takes and refuses one character more', () => {
    const leaves = leavesOf(agendaQuery);
    expect(leaves.map((l) => l.path.join('.')).sort()).toEqual(['from', 'posto', 'to']);
    for (const leaf of leaves) {
      const max = maxLengthOf(leaf);
      expect(max, leaf.path.join('.')).not.toBeNull();
      const r = agendaQuery.safeParse(inputAt(leaf.path, 'x'.repeat(max! + 1)));
      expect(r.success ? [] : r.error.issues.map((i) => i.message), leaf.path.join('.')).toEqual([formatMessages.tooLong(max!)]);
    }
  });
});
