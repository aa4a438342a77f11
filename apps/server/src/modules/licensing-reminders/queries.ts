import { sql } from 'drizzle-orm';
import { LICENSING_SERVICE_TYPE, PLATE_FINALS, monthOf, nextMonth } from '@despacha/domain/licensing/calendar';
import type { LastReminder, LicensingCardResponse } from '@despacha/domain/licensing/reminders';
import type { Db } from '../../db/client.ts';
import { todayIso } from '../../lib/dates.ts';
import { calendarOf, finalCounts, finalsIn } from '../licensing/public.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { idList } from './targets.ts';

/** The page's last reminder per vehicle: one probe of licensing_reminders_vehicle_idx each. */
export async function lastReminders(db: Db, agencyId: string, ids: readonly string[]): Promise<LastReminder[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<{ vehicle_id: string; sent_at: string | Date; channel: LastReminder['channel']; automatic: boolean }>(
    db,
    sql`select distinct on (vehicle_id) vehicle_id, sent_at, channel, automatic from licensing_reminders
      where agency_id = ${agencyId} and vehicle_id in (${idList(ids)}) order by vehicle_id, sent_at desc`,
  );
  return rows.map((r) => ({ vehicleId: r.vehicle_id, sentAt: new Date(r.sent_at).toISOString(), channel: r.channel, automatic: Boolean(r.automatic) }));
}

/** The plate finals whose due date falls in a month (aaaa-mm) of its year's calendar, and whether that calendar has gaps. */
export async function finalsDueIn(db: Db, month: string): Promise<{ finals: number[]; toConfirm: boolean }> {
  const calendar = await calendarOf(db, [Number(month.slice(0, 4))]);
  return {
    finals: calendar.filter((c) => c.dueDate?.startsWith(month)).map((c) => c.final),
    toConfirm: PLATE_FINALS.some((f) => !calendar.some((c) => c.final === f && c.dueDate !== null)),
  };
}

/**
 * The vehicle ids a completed licensing service licensed in a year, São Paulo time. The type is a
 * constant in the text so services_licensed_idx's predicate is provable (decision 065).
 */
const licensedByServiceIn = (agencyId: string, year: number) =>
  sql`select s.vehicle_id from services s where s.agency_id = ${agencyId}
    and s.servico = ${sql.raw(`'${LICENSING_SERVICE_TYPE}'`)} and s.status = 'completed'
    and s.completed_at >= ${`${year}-01-01T00:00:00-03:00`}::timestamptz and s.completed_at < ${`${year + 1}-01-01T00:00:00-03:00`}::timestamptz`;

/** The vehicle ids licensed in a year: by a completed licensing service, or marked done by hand (licensing_done, decision 067). */
export const licensedIn = (agencyId: string, year: number) =>
  sql`${licensedByServiceIn(agencyId, year)} union all select d.vehicle_id from licensing_done d where d.agency_id = ${agencyId} and d.year = ${year}`;

/**
 * The dashboard card. Due and done come from the per-final counts the Licenciamentos list pages by
 * (vehicle_plate_finals, licensing_done_finals, kept by triggers, decision 067, plus the year's few
 * licensing services): counting the month's due vehicles in the registry took 41–62 ms for a month
 * with 80,000 of them. Reminded starts from the year's reminders, a small set, and keeps those whose
 * plate falls due this month. The month's revenue is the payments on services converted from
 * reminder quotes (by paid_on, then quotes_service_uq).
 */
export async function licensingCard(db: Db, agencyId: string, now = new Date()): Promise<LicensingCardResponse> {
  const today = todayIso(now);
  const month = monthOf(today);
  const year = Number(today.slice(0, 4));
  const { finals, toConfirm } = await finalsDueIn(db, month);
  const monthStart = `${month}-01`;
  const nextStart = `${nextMonth(month)}-01`;
  const yearStart = `${year}-01-01T00:00:00-03:00`;
  const [[revenue], [reminded], counts] = await Promise.all([
    rowsOf<{ cents: string | number | null }>(
      db,
      sql`select coalesce(sum(p.amount_cents), 0)::bigint as cents from service_payments p
        join quotes q on q.agency_id = p.agency_id and q.service_id = p.service_id
        where p.agency_id = ${agencyId} and p.voided_at is null and p.paid_on >= ${monthStart}::date and p.paid_on < ${nextStart}::date
          and q.id in (select r.quote_id from licensing_reminders r where r.agency_id = ${agencyId})`,
    ),
    finals.length
      ? rowsOf<{ n: number }>(
          db,
          sql`select count(distinct r.vehicle_id)::int as n from licensing_reminders r
            join vehicles v on v.agency_id = r.agency_id and v.id = r.vehicle_id
            where r.agency_id = ${agencyId} and r.sent_at >= ${yearStart}::timestamptz and ${finalsIn(finals)}`,
        )
      : [{ n: 0 }],
    finals.length ? finalCounts(db, agencyId, year, licensedByServiceIn(agencyId, year)) : null,
  ]);
  const sum = (of: (final: number) => number) => finals.reduce((n, f) => n + of(f), 0);
  return {
    month,
    revenueCents: Number(revenue?.cents ?? 0),
    calendarToConfirm: toConfirm,
    due: counts ? sum(counts.vehicles) : 0,
    done: counts ? sum(counts.done) : 0,
    reminded: Number(reminded?.n ?? 0),
  };
}
