// How the Licenciamentos list pages without sorting its period (decision 067). Every order the list
// offers but the owner's is a sequence of "segments" — vehicles of some plate finals, done or not —
// each read in plate order from the plate's index. A segment's size is known beforehand from the
// vehicles per final (kept by triggers) and the done ones per final, so a page skips whole
// segments and reads at most fifty rows from one or two of them.
// The owner's order takes the period as the one segment of the plate's order, read in the owner's
// name's order (apps/server/src/modules/licensing/segment-page.ts, decision 085).
import type { LicensingSituation } from './calendar.ts';

/** The vehicles of one plate final, done or not, listed in the period; `count` of them. */
export type FinalPart = { final: number; done: boolean; dueDate: string | null; count: number };
export type Segment = { parts: FinalPart[]; count: number };
export type SegmentSort = 'situation' | 'due' | 'plate';

export function situationOfPart(part: Pick<FinalPart, 'done' | 'dueDate'>, today: string): LicensingSituation {
  if (part.done) return 'feito';
  return part.dueDate !== null && part.dueDate < today ? 'vencido' : 'a-fazer';
}

/**
 * The segments in the list's order: by situation (undone before done, then by due date, "a
 * confirmar" last; desc reverses both), by due date (nulls last either way), or one segment by
 * plate. Inside a segment the rows follow the plate, as the list's last sort key.
 */
export function planSegments(parts: FinalPart[], sort: SegmentSort, dir: 'asc' | 'desc'): Segment[] {
  const listed = parts.filter((p) => p.count > 0);
  if (sort === 'plate') return listed.length ? [segmentOf(listed)] : [];
  const dueKey = (p: FinalPart) => (p.dueDate === null ? '~' : p.dueDate);
  const keyOf = (p: FinalPart) => (sort === 'situation' ? `${p.done ? 1 : 0}|${dueKey(p)}` : dueKey(p));
  const keys = [...new Set(listed.map(keyOf))].sort();
  if (dir === 'desc') {
    keys.reverse();
    // By due date, "a confirmar" stays last in both directions.
    if (sort === 'due' && keys[0] === '~') keys.push(keys.shift()!);
  }
  return keys.map((key) => segmentOf(listed.filter((p) => keyOf(p) === key)));
}

const segmentOf = (parts: FinalPart[]): Segment => ({ parts, count: parts.reduce((n, p) => n + p.count, 0) });

/** Which rows of which segments make the page: `offset` rows skipped, `limit` read. */
export function pageSlices(segments: Segment[], offset: number, limit: number): { segment: Segment; offset: number; limit: number }[] {
  const slices: { segment: Segment; offset: number; limit: number }[] = [];
  let skip = offset;
  let left = limit;
  for (const segment of segments) {
    if (left === 0) break;
    if (skip >= segment.count) {
      skip -= segment.count;
      continue;
    }
    const take = Math.min(left, segment.count - skip);
    slices.push({ segment, offset: skip, limit: take });
    left -= take;
    skip = 0;
  }
  return slices;
}
