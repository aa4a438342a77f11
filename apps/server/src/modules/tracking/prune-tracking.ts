import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startDailyTask } from '../billing/public.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

export const TRACKING_PRUNE_JOB = 'tracking-prune';
/**
 * Views (an IP prefix and a short user agent) answer "did the customer look lately?", and a sent
 * e-mail's row "was the customer told?": six months answers both (decision 040).
 */
export const TRACKING_RETENTION_DAYS = 180;
const BATCH = 5_000;
const DAY_MS = 86_400_000;

/** Deletes views and finished customer e-mails older than the retention; pending e-mails stay. */
export async function pruneTracking(db: Db, now: Date = new Date()): Promise<{ views: number; notifications: number }> {
  const cutoff = new Date(now.getTime() - TRACKING_RETENTION_DAYS * DAY_MS).toISOString();
  const views = await deleteInBatches(
    db,
    (limit) => sql`
    delete from tracking_views where (agency_id, id) in (select agency_id, id from tracking_views where viewed_at < ${cutoff} limit ${limit})
    returning id`,
  );
  const notifications = await deleteInBatches(
    db,
    (limit) => sql`
    delete from customer_notifications where (agency_id, id) in (
      select agency_id, id from customer_notifications where status <> 'pending' and created_at < ${cutoff} limit ${limit})
    returning id`,
  );
  return { views, notifications };
}

/** Batches, so that no statement holds many rows' locks on a busy table. */
async function deleteInBatches(db: Db, batch: (limit: number) => SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = (await rowsOf(db, batch(BATCH))).length;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

export function startTrackingPrune(o: { db: Db; log: FastifyBaseLogger }) {
  return startDailyTask({ db: o.db, job: TRACKING_PRUNE_JOB, log: o.log, work: () => pruneTracking(o.db) });
}
