import { describe, expect, it } from 'vitest';
import { pageSlices, planSegments, situationOfPart, type FinalPart } from './segments.ts';

// The list's order as segments of plate finals (decision 067), checked against the order the
// list promises: by situation (vencido, a fazer, feito), by due date, by plate.

const part = (final: number, done: boolean, dueDate: string | null, count: number): FinalPart => ({ final, done, dueDate, count });
// Finals 0 and 1 due in May, 5 in June, 9 "a confirmar"; each with undone and done vehicles.
const parts = [
  part(0, false, '2026-05-31', 10),
  part(0, true, '2026-05-31', 2),
  part(1, false, '2026-05-31', 5),
  part(1, true, '2026-05-31', 0),
  part(5, false, '2026-06-30', 7),
  part(5, true, '2026-06-30', 3),
  part(9, false, null, 4),
  part(9, true, null, 1),
];
const shape = (segments: ReturnType<typeof planSegments>) => segments.map((s) => s.parts.map((p) => `${p.final}${p.done ? 'f' : ''}`).join(','));

describe('planSegments', () => {
  it('by situation: the undone by due date ("a confirmar" last), then the done; empty parts left out', () => {
    expect(shape(planSegments(parts, 'situation', 'asc'))).toEqual(['0,1', '5', '9', '0f', '5f', '9f']);
    expect(shape(planSegments(parts, 'situation', 'desc'))).toEqual(['9f', '5f', '0f', '9', '5', '0,1']);
  });

  it('by due date: done and undone together, "a confirmar" last both ways', () => {
    expect(shape(planSegments(parts, 'due', 'asc'))).toEqual(['0,0f,1', '5,5f', '9,9f']);
    expect(shape(planSegments(parts, 'due', 'desc'))).toEqual(['5,5f', '0,0f,1', '9,9f']);
  });

  it('by plate: one segment', () => {
    expect(planSegments(parts, 'plate', 'desc')).toHaveLength(1);
    expect(planSegments(parts, 'plate', 'asc')[0]!.count).toBe(32);
    expect(planSegments([part(3, false, null, 0)], 'plate', 'asc')).toEqual([]);
  });
});

describe('pageSlices', () => {
  const segments = planSegments(parts, 'situation', 'asc'); // sizes 15, 7, 4, 2, 3, 1
  it('skips whole segments and reads across the next one', () => {
    expect(pageSlices(segments, 0, 10).map((s) => [s.segment.count, s.offset, s.limit])).toEqual([[15, 0, 10]]);
    expect(pageSlices(segments, 10, 10).map((s) => [s.segment.count, s.offset, s.limit])).toEqual([
      [15, 10, 5],
      [7, 0, 5],
    ]);
    expect(pageSlices(segments, 24, 50).map((s) => [s.segment.count, s.offset, s.limit])).toEqual([
      [4, 2, 2],
      [2, 0, 2],
      [3, 0, 3],
      [1, 0, 1],
    ]);
  });
  it('is empty past the end', () => {
    expect(pageSlices(segments, 32, 50)).toEqual([]);
  });
});

describe('situationOfPart', () => {
  it('is feito when done, vencido only past a known due date', () => {
    expect(situationOfPart({ done: true, dueDate: '2026-05-31' }, '2026-11-29')).toBe('feito');
    expect(situationOfPart({ done: false, dueDate: '2026-05-31' }, '2026-11-29')).toBe('vencido');
    expect(situationOfPart({ done: false, dueDate: '2026-12-31' }, '2026-11-29')).toBe('a-fazer');
    expect(situationOfPart({ done: false, dueDate: null }, '2026-11-29')).toBe('a-fazer');
  });
});
