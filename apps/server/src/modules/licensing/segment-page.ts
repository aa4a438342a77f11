import { sql, type SQL } from 'drizzle-orm';
import { LICENSING_PAGE_SIZE, type LicensingSituation } from '@despacha/domain/licensing/calendar';
import type { LicensingSortKey } from '@despacha/domain/licensing/contracts';
import { pageSlices, planSegments, situationOfPart, type FinalPart, type Segment } from '@despacha/domain/licensing/segments';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

// The list's page and total without ordering or counting the period (decision 067): the totals
// come from vehicle_plate_finals less the year's done vehicles per final (licensing_done_finals,
// both kept by triggers, plus the few a service licensed), and
// the page's rows are read in plate order from vehicles_plate_final_idx, one final and one segment
// at a time (packages/domain/src/licensing/segments.ts, decision 084). The owner's order reads the
// period's rows as one segment, in the name's order from vehicles_owner_name_idx (decision 085).

/** Vehicles `v` whose plate ends in one of the finals (vehicles_plate_final_idx's expression). */
export const finalsIn = (finals: number[]) =>
  sql`right(v.placa_mercosul, 1) in (${sql.join(
    finals.map((f) => sql`${String(f)}`),
    sql`, `,
  )})`;

/** A done vehicle read from the set (by key, then sorted) costs about two rows of the walk (5 against 2.6 µs). */
const SET_ROW_COST = 2;

/**
 * What a final's rows of the segment must also be, for a slice that reads `reach` of them: nothing
 * when both its parts are in or the counts say the other part is empty (no probe where none would
 * fail). Undone: the probe, per row of the walk. Done: the probe too while the walk to the reach
 * costs less than the final's done list (a quarter done: 4 rows walked per row listed), else the
 * final's done ones as a set, joined to their vehicles and ordered (a few done: the walk would
 * read the whole final). The whole year's set took 200 ms per final with 50,000 marked.
 */
function finalTest(segment: Segment, final: number, q: SegmentQuery, counts: FinalCounts, reach: number): SQL | null {
  const parts = segment.parts.filter((p) => p.final === final);
  if (parts.length === 2) return null;
  const [done, vehicles] = [counts.done(final), counts.vehicles(final)];
  if (!parts[0]!.done) return done === 0 ? null : sql`not ${q.doneProbe}`;
  if (done >= vehicles) return null;
  return (reach * vehicles) / Math.max(done, 1) <= SET_ROW_COST * done ? q.doneProbe : q.doneSetOf(final);
}

/** The order a slice is read in: each final's branch and their merge, over `v` and over `x`. */
type SliceOrder = { branch: SQL; merged: SQL };

/** The list's order inside a segment, or its reverse (a slice read from the segment's end). */
function sliceOrderOf(sort: LicensingSortKey, dir: 'asc' | 'desc', reversed: boolean): SliceOrder {
  const flip = (d: 'asc' | 'desc') => sql.raw(reversed ? (d === 'asc' ? 'desc' : 'asc') : d);
  if (sort === 'owner') {
    const [name, plate] = [flip(dir), flip('asc')];
    return { branch: sql`v.owner_nome ${name}, v.placa_mercosul ${plate}`, merged: sql`x.owner_nome ${name}, x.placa_mercosul ${plate}` };
  }
  const plate = flip(sort === 'plate' ? dir : 'asc');
  return { branch: sql`v.placa_mercosul ${plate}`, merged: sql`x.placa_mercosul ${plate}` };
}

type Slice = { segment: Segment; offset: number; limit: number };

/**
 * A slice of a segment: each final's rows read in order — the plate's from
 * vehicles_plate_final_idx, the owner's name's from vehicles_owner_name_idx (the final is the
 * second column of both) — each stopping at the slice's reach, merged (Merge Append) and cut.
 * However the planner misjudges the "done" test, no final reads past the reach: page 40 of the
 * year 245 → 4 ms on PostgreSQL (decisions 084, 085). A slice past the segment's middle is read
 * from its end in the reverse order (the statement showing the page orders its fifty rows), so
 * the last page costs what the first does.
 */
function sliceIds(q: SegmentQuery, counts: FinalCounts, slice: Slice): SQL {
  const fromEnd = slice.offset > slice.segment.count - slice.offset - slice.limit;
  const skip = fromEnd ? slice.segment.count - slice.offset - slice.limit : slice.offset;
  const reach = skip + slice.limit;
  const order = sliceOrderOf(q.sort, q.dir, fromEnd);
  const finals = [...new Set(slice.segment.parts.map((p) => p.final))];
  const branches = finals.map((final) => {
    const test = finalTest(slice.segment, final, q, counts, reach);
    return sql`(select v.id, v.placa_mercosul, v.owner_nome from vehicles v where v.agency_id = ${q.agencyId} and right(v.placa_mercosul, 1) = ${String(final)}
      ${test ? sql`and ${test}` : sql``} order by ${order.branch} limit ${reach})`;
  });
  return sql`(select x.id from (${sql.join(branches, sql` union all `)}) x order by ${order.merged} limit ${slice.limit} offset ${skip})`;
}

/** Vehicles and done vehicles per plate final of an agency's year. */
export type FinalCounts = { vehicles: (final: number) => number; done: (final: number) => number };

/**
 * One round trip, beside the calendar's: the vehicles per final (vehicle_plate_finals) and the
 * year's done per final — the hand marks counted by triggers (licensing_done_finals), plus the
 * vehicles a service licensed that no mark covers, probed by key one each (offset 0 keeps the
 * probe: PostgreSQL would rather hash-join the whole registry).
 */
export async function finalCounts(db: Db, agencyId: string, year: number, licensedIds: SQL): Promise<FinalCounts> {
  const rows = await rowsOf<{ kind: 'v' | 'd'; final: number; n: number }>(
    db,
    sql`select 'v' as kind, plate_final as final, vehicles as n from vehicle_plate_finals where agency_id = ${agencyId}
      union all
      select 'd', plate_final, vehicles from licensing_done_finals where agency_id = ${agencyId} and year = ${year}
      union all
      select 'd', right(v.placa_mercosul, 1)::int, count(*) from (select distinct l.vehicle_id from (${licensedIds}) l) x
        cross join lateral (select v.placa_mercosul from vehicles v where v.agency_id = ${agencyId} and v.id = x.vehicle_id offset 0) v
        where not exists (select 1 from licensing_done d where d.agency_id = ${agencyId} and d.year = ${year} and d.vehicle_id = x.vehicle_id)
        group by 2`,
  );
  const sum = (kind: 'v' | 'd', final: number) => rows.filter((r) => r.kind === kind && Number(r.final) === final).reduce((n, r) => n + Number(r.n), 0);
  return { vehicles: (final) => sum('v', final), done: (final) => sum('d', final) };
}

export type SegmentQuery = {
  agencyId: string;
  /** Finals listed whatever their situation, and finals listed only while undone (overdue). */
  finals: number[];
  overdueFinals: number[];
  dueOf: (final: number) => string | null;
  today: string;
  situation: '' | LicensingSituation;
  sort: LicensingSortKey;
  dir: 'asc' | 'desc';
  page: number;
  /** Whether the row `v` is done, probed per row (the page reads fifty-odd rows, not the period). */
  doneProbe: SQL;
  /** Whether the row `v` of a final is done, as membership of that final's done vehicles (a semi-join). */
  doneSetOf: (final: number) => SQL;
};

/** The period's parts, done or not, of the finals listed, less those the situation filter leaves out. */
function wantedParts(q: SegmentQuery, counts: FinalCounts): FinalPart[] {
  const parts: FinalPart[] = [];
  const undone = (final: number) => counts.vehicles(final) - counts.done(final);
  for (const final of q.finals) {
    parts.push({ final, done: false, dueDate: q.dueOf(final), count: undone(final) });
    parts.push({ final, done: true, dueDate: q.dueOf(final), count: counts.done(final) });
  }
  for (const final of q.overdueFinals) parts.push({ final, done: false, dueDate: q.dueOf(final), count: undone(final) });
  return q.situation ? parts.filter((p) => situationOfPart(p, q.today) === q.situation) : parts;
}

/**
 * The page's total, and its ids as a subquery (null: past the end) for the statement that shows
 * them. The owner's order is the period as one segment (the plate's), read in the name's order.
 */
export function pageBySegments(q: SegmentQuery, counts: FinalCounts): { ids: SQL | null; total: number } {
  const wanted = wantedParts(q, counts);
  const segments = q.sort === 'owner' ? planSegments(wanted, 'plate', 'asc') : planSegments(wanted, q.sort, q.dir);
  const total = segments.reduce((n, s) => n + s.count, 0);
  const slices = pageSlices(segments, (q.page - 1) * LICENSING_PAGE_SIZE, LICENSING_PAGE_SIZE).map((slice) => sliceIds(q, counts, slice));
  return { ids: slices.length ? sql.join(slices, sql` union all `) : null, total };
}
