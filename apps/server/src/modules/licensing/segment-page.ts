import { sql, type SQL } from 'drizzle-orm';
import { LICENSING_PAGE_SIZE, type LicensingSituation } from '@despacha/domain/licensing/calendar';
import { pageSlices, planSegments, situationOfPart, type FinalPart, type Segment, type SegmentSort } from '@despacha/domain/licensing/segments';
import type { Db } from '../../db/client.ts';

// The list's page and total without ordering or counting the period (decision 067): the totals
// come from vehicle_plate_finals less the year's done vehicles per final (licensing_done_finals,
// both kept by triggers, plus the few a service licensed), and
// the page's rows are read in plate order from vehicles_placa_uq, one segment at a time
// (packages/domain/src/licensing/segments.ts).

type Rows<R> = { rows?: R[] } | R[];
async function rowsOf<R>(db: Db, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as Rows<R>;
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const finalsIn = (finals: number[]) =>
  sql`right(v.placa_mercosul, 1) in (${sql.join(
    finals.map((f) => sql`${String(f)}`),
    sql`, `,
  )})`;

/** The segment's rows: a final with both parts needs no "done" test; one part probes it. */
function segmentCondition(segment: Segment, doneProbe: SQL): SQL {
  const whole = [...new Set(segment.parts.map((p) => p.final))].filter((f) => segment.parts.filter((p) => p.final === f).length === 2);
  const doneOnly = segment.parts.filter((p) => p.done && !whole.includes(p.final)).map((p) => p.final);
  const undoneOnly = segment.parts.filter((p) => !p.done && !whole.includes(p.final)).map((p) => p.final);
  const ors: SQL[] = [];
  if (whole.length) ors.push(finalsIn(whole));
  if (doneOnly.length) ors.push(sql`(${finalsIn(doneOnly)} and ${doneProbe})`);
  if (undoneOnly.length) ors.push(sql`(${finalsIn(undoneOnly)} and not ${doneProbe})`);
  return sql`(${sql.join(ors, sql` or `)})`;
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
  sort: SegmentSort;
  dir: 'asc' | 'desc';
  page: number;
  /** Whether the row `v` is done, probed per row (the page reads fifty-odd rows, not the period). */
  doneProbe: SQL;
};

/** The page's total, and its ids as a subquery (null: past the end) for the statement that shows them. */
export function pageBySegments(q: SegmentQuery, counts: FinalCounts): { ids: SQL | null; total: number } {
  const parts: FinalPart[] = [];
  const undone = (final: number) => counts.vehicles(final) - counts.done(final);
  for (const final of q.finals) {
    parts.push({ final, done: false, dueDate: q.dueOf(final), count: undone(final) });
    parts.push({ final, done: true, dueDate: q.dueOf(final), count: counts.done(final) });
  }
  for (const final of q.overdueFinals) parts.push({ final, done: false, dueDate: q.dueOf(final), count: undone(final) });
  const wanted = q.situation ? parts.filter((p) => situationOfPart(p, q.today) === q.situation) : parts;
  const segments = planSegments(wanted, q.sort, q.dir);
  const total = segments.reduce((n, s) => n + s.count, 0);
  const plateDir = q.sort === 'plate' && q.dir === 'desc' ? sql`desc` : sql`asc`;
  const slices = pageSlices(segments, (q.page - 1) * LICENSING_PAGE_SIZE, LICENSING_PAGE_SIZE).map(
    (slice) =>
      sql`(select v.id from vehicles v where v.agency_id = ${q.agencyId} and ${segmentCondition(slice.segment, q.doneProbe)}
        order by v.placa_mercosul ${plateDir} limit ${slice.limit} offset ${slice.offset})`,
  );
  return { ids: slices.length ? sql.join(slices, sql` union all `) : null, total };
}
