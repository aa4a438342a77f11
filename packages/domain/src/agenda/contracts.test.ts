import { describe, expect, it } from 'vitest';
import { weekOf, agencyToday } from '../agency-calendar.ts';
import { inputAt, leavesOf, maxLengthOf, rangeOf } from '../contracts/schema-walk.ts';
import { formatMessages } from '../messages.ts';
import { agendaLateQuery, agendaQuery } from './contracts.ts';
import { AGENDA_LATE_OFFSET_MAX, AGENDA_LATE_PAGE, agendaMessages as m } from './messages.ts';

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

describe('agendaLateQuery', () => {
  const lateIssues = (input: object) => {
    const r = agendaLateQuery.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('takes a late list, a posto and an offset from the query string, the second page by default', () => {
    expect(agendaLateQuery.parse({ kind: 'deadlines' })).toEqual({ kind: 'deadlines', posto: '', offset: AGENDA_LATE_PAGE });
    expect(agendaLateQuery.parse({ kind: 'vistorias', posto: ' Barra ', offset: '50' })).toEqual({ kind: 'vistorias', posto: 'Barra', offset: 50 });
    expect(agendaLateQuery.parse({ kind: 'vistorias', offset: String(AGENDA_LATE_OFFSET_MAX) }).offset).toBe(AGENDA_LATE_OFFSET_MAX);
  });

  it('refuses another list and an offset that is not a whole number from 0 to the maximum, in pt-BR', () => {
    expect(lateIssues({})).toEqual([m.lateKindInvalid]);
    expect(lateIssues({ kind: 'services' })).toEqual([m.lateKindInvalid]);
    for (const offset of ['-1', '2.5', 'abc', String(AGENDA_LATE_OFFSET_MAX + 1)])
      expect(lateIssues({ kind: 'deadlines', offset }), offset).toEqual([m.lateOffsetInvalid]);
  });

  it('bounds every text and number it takes', () => {
    const leaves = leavesOf(agendaLateQuery);
    expect(leaves.map((l) => `${l.path.join('.')}:${l.kind}`).sort()).toEqual(['offset:number', 'posto:string']);
    const posto = leaves.find((l) => l.kind === 'string')!;
    expect(lateIssues({ kind: 'vistorias', posto: 'x'.repeat(maxLengthOf(posto)! + 1) })).toEqual([formatMessages.tooLong(maxLengthOf(posto)!)]);
    expect(rangeOf(leaves.find((l) => l.kind === 'number')!)).toEqual([0, AGENDA_LATE_OFFSET_MAX]);
  });
});
