import { sql, type SQL } from 'drizzle-orm';
import { LICENSING_PAGE_SIZE, PLATE_FINALS, type LicensingSituation } from '@despacha/domain/licensing/calendar';
import type { LicensingSortKey } from '@despacha/domain/licensing/contracts';
import { pageSlices, planSegments, situationOfPart, type FinalPart, type Segment } from '@despacha/domain/licensing/segments';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

// The list's page and total without ordering or counting the period (decision 067): the totals
// come from vehicle_plate_finals less the year's done vehicles per final (licensing_done_finals,
// both kept by triggers, plus the few a service licensed), and
// the page's rows are read in plate order from vehicles_plate_final_idx, one final and one segment
// at a time (packages/domain/src/licensing/segments.ts, decision 084). The owner's order reads the period's rows as one
// segment, in name order along owners_nome_idx (ownerPage).

/** Vehicles `v` whose plate ends in one of the finals (vehicles_plate_final_idx's expression). */
export const finalsIn = (finals: number[]) =>
  sql`right(v.placa_mercosul, 1) in (${sql.join(
    finals.map((f) => sql`${String(f)}`),
    sql`, `,
  )})`;

/**
 * The same test written so that vehicles_plate_final_idx cannot serve it, for the owners' walk
 * (ownerPage): the rows are then read along the owners' names and the walk stops at the page.
 * Left to the planner, which estimates the "done" probe to keep ~1 % of the rows, it read and
 * sorted a month's 60,000 vehicles for a page the walk finds in ~170 (decision 084).
 */
const finalsAlongTheWalk = (finals: number[]) =>
  sql`right(v.placa_mercosul || '', 1) in (${sql.join(
    finals.map((f) => sql`${String(f)}`),
    sql`, `,
  )})`;

/**
 * Rows of the owners' order up to which its page is walked (six pages): the planner prices the
 * walk at its ~1 % estimate, so deeper it reads every vehicle of the agency and sorts them, slower
 * than through the finals' index (page 10 of May: 89 against 198 ms on PostgreSQL, but 904
 * against 411 ms on PGlite).
 */
const OWNER_WALK_REACH_LIMIT = 300;

/** What a final's rows of the segment must also be: nothing when both its parts are in, else done or undone. */
function finalTest(segment: Segment, final: number, q: Pick<SegmentQuery, 'doneProbe' | 'doneSet'>): SQL | null {
  const parts = segment.parts.filter((p) => p.final === final);
  if (parts.length === 2) return null;
  return parts[0]!.done ? q.doneSet : sql`not ${q.doneProbe}`;
}

/**
 * A slice of a segment in plate order: each final's rows read in order from
 * vehicles_plate_final_idx (the final is its second column, the plate its third), each stopping at
 * the slice's reach, merged (Merge Append) and cut. However the planner misjudges the "done" test,
 * no final reads past the reach: page 40 of the year 245 → 4 ms on PostgreSQL (decision 084).
 */
function sliceIds(q: SegmentQuery, slice: { segment: Segment; offset: number; limit: number }, plateDir: SQL): SQL {
  const reach = slice.offset + slice.limit;
  const finals = [...new Set(slice.segment.parts.map((p) => p.final))];
  const branches = finals.map((final) => {
    const test = finalTest(slice.segment, final, q);
    return sql`(select v.id, v.placa_mercosul from vehicles v where v.agency_id = ${q.agencyId} and right(v.placa_mercosul, 1) = ${String(final)}
      ${test ? sql`and ${test}` : sql``} order by v.placa_mercosul ${plateDir} limit ${reach})`;
  });
  return sql`(select x.id from (${sql.join(branches, sql` union all `)}) x order by x.placa_mercosul ${plateDir} limit ${slice.limit} offset ${slice.offset})`;
}

/**
 * The segment's rows: a final with both parts needs no "done" test; one part probes it. A segment
 * of done vehicles only is read from the year's done ones (`doneSet`), a semi-join the planner
 * sizes from their own tables: probing each of a month's vehicles took 33-50 ms on PostgreSQL
 * when two were done, 0.2 ms this way.
 */
function segmentCondition(segment: Segment, q: Pick<SegmentQuery, 'doneProbe' | 'doneSet'>, walk: boolean): SQL {
  const finalsOf = walk ? finalsAlongTheWalk : finalsIn;
  const { doneProbe } = q;
  const whole = [...new Set(segment.parts.map((p) => p.final))].filter((f) => segment.parts.filter((p) => p.final === f).length === 2);
  const doneOnly = segment.parts.filter((p) => p.done && !whole.includes(p.final)).map((p) => p.final);
  const undoneOnly = segment.parts.filter((p) => !p.done && !whole.includes(p.final)).map((p) => p.final);
  if (!whole.length && !undoneOnly.length && doneOnly.length) return sql`(${finalsOf(doneOnly)} and ${q.doneSet})`;
  const ors: SQL[] = [];
  if (whole.length) ors.push(finalsOf(whole));
  if (doneOnly.length) ors.push(sql`(${finalsOf(doneOnly)} and ${doneProbe})`);
  if (undoneOnly.length) ors.push(sql`(${finalsOf(undoneOnly)} and not ${doneProbe})`);
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
  sort: LicensingSortKey;
  dir: 'asc' | 'desc';
  page: number;
  /** Whether the row `v` is done, probed per row (the page reads fifty-odd rows, not the period). */
  doneProbe: SQL;
  /** Whether the row `v` is done, as membership of the year's done vehicles (a semi-join). */
  doneSet: SQL;
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
 * them; null when the owner's order would walk more of the registry than sorting the period costs.
 */
export function pageBySegments(q: SegmentQuery, counts: FinalCounts): { ids: SQL | null; total: number } | null {
  const wanted = wantedParts(q, counts);
  if (q.sort === 'owner') {
    const registry = PLATE_FINALS.reduce<number>((n, final) => n + counts.vehicles(final), 0);
    return ownerPage(q, planSegments(wanted, 'plate', 'asc')[0], registry);
  }
  const segments = planSegments(wanted, q.sort, q.dir);
  const total = segments.reduce((n, s) => n + s.count, 0);
  const plateDir = q.sort === 'plate' && q.dir === 'desc' ? sql`desc` : sql`asc`;
  const slices = pageSlices(segments, (q.page - 1) * LICENSING_PAGE_SIZE, LICENSING_PAGE_SIZE).map((slice) => sliceIds(q, slice, plateDir));
  return { ids: slices.length ? sql.join(slices, sql` union all `) : null, total };
}

/**
 * Vehicles the owner's walk may read for one page, as many as ordering a month by owner costs
 * (~300 ms at the five-year agency, decision 067): past it, the walk is slower than the sort.
 */
const OWNER_WALK_LIMIT = 30_000;

/**
 * By owner (coalesce(o.nome, '') in the direction asked, then the plate ascending): the period is
 * one segment whose size the counts give; its rows are read walking the agency's owners along
 * owners_nome_idx, each owner's vehicles by vehicles_owner_idx, the plates of a same name sorted
 * in the walk (incremental sort), until the page is reached. Vehicles without an owner (an empty
 * name) are their own branch; each branch stops at the rows needed, and the page is cut from
 * their union in the same order, so ties and paging are the statement's of decision 065. A page
 * past the middle is read from the end, in the reverse order. The walk reads the registry's
 * vehicles whatever their final, so a sparse segment (the done ones of a month) deep in the list
 * would read most of it: then null, and the caller sorts the period as before.
 */
function ownerPage(q: SegmentQuery, segment: Segment | undefined, registry: number): { ids: SQL | null; total: number } | null {
  const total = segment?.count ?? 0;
  const offset = (q.page - 1) * LICENSING_PAGE_SIZE;
  if (!segment || offset >= total) return { ids: null, total };
  const fromEnd = offset > total - offset - LICENSING_PAGE_SIZE;
  // From the end, the page is the rows total - offset - size .. total - offset of the reverse order.
  const reach = fromEnd ? total - offset : offset + LICENSING_PAGE_SIZE;
  if ((reach * registry) / total > OWNER_WALK_LIMIT) return null;
  // The owners are walked with the finals hidden from their index for the first six pages (May,
  // PostgreSQL: 198 → 5-9 ms); deeper, through the finals' index as before.
  const condition = segmentCondition(segment, q, reach <= OWNER_WALK_REACH_LIMIT);
  const asked = q.dir === 'desc' ? 'desc' : 'asc';
  const walk = fromEnd ? (asked === 'asc' ? 'desc' : 'asc') : asked;
  const nameDir = sql.raw(walk);
  const plateDir = sql.raw(fromEnd ? 'desc' : 'asc');
  // The page is the rows skip .. reach of the order walked (from the end: the last page may be short).
  const skip = fromEnd ? Math.max(0, reach - LICENSING_PAGE_SIZE) : offset;
  const ids = sql`select x.id from (
      (select ''::text as nome, v.id, v.placa_mercosul from vehicles v
        where v.agency_id = ${q.agencyId} and v.owner_id is null and ${condition} order by v.placa_mercosul ${plateDir} limit ${reach})
      union all
      (select o.nome, v.id, v.placa_mercosul from owners o join vehicles v on v.agency_id = o.agency_id and v.owner_id = o.id
        where o.agency_id = ${q.agencyId} and ${condition} order by o.nome ${nameDir}, v.placa_mercosul ${plateDir} limit ${reach})
    ) x order by x.nome ${nameDir}, x.placa_mercosul ${plateDir} limit ${reach - skip} offset ${skip}`;
  return { ids, total };
}
