import { gte, lt, sql } from 'drizzle-orm';
import { HISTORY_DAYS } from '@despacha/domain/monitoring/constants';
import type { HistoryPoint } from '@despacha/domain/contracts/monitoring';
import type { Db } from '../../db/client.ts';
import { monitoringHourly } from '../../db/schema/index.ts';
import { BUCKETS, mergeFigures, quantile, type GroupFigures } from './histograms.ts';

export const HOUR_MS = 3_600_000;
/** The whole server's row of an hour, beside the per-group rows. */
export const ALL_GROUPS = '*';

/** Writes one hour of this process's figures (per group and all together); a second write of the same hour adds up. */
export async function writeHour(db: Db, hour: Date, instance: string, figures: GroupFigures[]) {
  if (figures.length === 0) return;
  const rows = [...figures, mergeFigures(ALL_GROUPS, figures)].map((f) => ({
    hour,
    routeGroup: f.group,
    instance,
    requests: f.requests,
    errors: f.errors,
    buckets: f.buckets,
    durationMsSum: f.durationMsSum,
  }));
  await db
    .insert(monitoringHourly)
    .values(rows)
    .onConflictDoUpdate({
      target: [monitoringHourly.hour, monitoringHourly.routeGroup, monitoringHourly.instance],
      set: {
        requests: sql`${monitoringHourly.requests} + excluded.requests`,
        errors: sql`${monitoringHourly.errors} + excluded.errors`,
        durationMsSum: sql`${monitoringHourly.durationMsSum} + excluded.duration_ms_sum`,
        buckets: sql`array(select a + b from unnest(${monitoringHourly.buckets}, excluded.buckets) as t(a, b))`,
      },
    });
}

export async function pruneHistory(db: Db, now: number) {
  await db.delete(monitoringHourly).where(lt(monitoringHourly.hour, new Date(now - HISTORY_DAYS * 24 * HOUR_MS)));
}

/** The last 7 days, one point per hour with traffic, every server process together. */
export async function readHistory(db: Db, now: number): Promise<HistoryPoint[]> {
  const rows = await db
    .select({
      hour: monitoringHourly.hour,
      requests: monitoringHourly.requests,
      errors: monitoringHourly.errors,
      buckets: monitoringHourly.buckets,
      durationMsSum: monitoringHourly.durationMsSum,
    })
    .from(monitoringHourly)
    // '*' written out (ALL_GROUPS), not a parameter: the planner then reads monitoring_hourly_all_idx,
    // which holds only the whole server's rows, instead of every group's rows of the week.
    .where(sql`${monitoringHourly.routeGroup} = '*' and ${gte(monitoringHourly.hour, new Date(now - HISTORY_DAYS * 24 * HOUR_MS))}`)
    .orderBy(monitoringHourly.hour);
  const byHour = new Map<number, GroupFigures[]>();
  for (const r of rows) {
    const key = r.hour.getTime();
    const list = byHour.get(key) ?? [];
    list.push({ group: ALL_GROUPS, requests: r.requests, errors: r.errors, buckets: padded(r.buckets), durationMsSum: r.durationMsSum });
    byHour.set(key, list);
  }
  return [...byHour].map(([hour, list]) => pointOf(new Date(hour).toISOString(), mergeFigures(ALL_GROUPS, list)));
}

/** Rows written with fewer buckets (should the bucket list grow) still merge. */
const padded = (b: number[]) => (b.length >= BUCKETS ? b.slice(0, BUCKETS) : [...b, ...Array.from({ length: BUCKETS - b.length }, () => 0)]);

export function pointOf(hour: string, f: GroupFigures): HistoryPoint {
  return { hour, requests: f.requests, errors: f.errors, p50Ms: quantile(f.buckets, 0.5), p95Ms: quantile(f.buckets, 0.95), p99Ms: quantile(f.buckets, 0.99) };
}
