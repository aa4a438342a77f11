import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startDailyTask } from '../billing/public.ts';
import { rowsIn } from '../../lib/raw-rows.ts';

export const AUDIT_PRUNE_JOB = 'audit-prune';
const BATCH = 5_000;

/**
 * Deletes events older than the retention (years), in batches so no transaction holds many rows.
 * Each batch declares itself the retention job (SET LOCAL despacha.audit_prune): the table's
 * trigger refuses any other delete (migration 0016).
 */
export async function pruneAudit(db: Db, years: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('despacha.audit_prune', 'on', true)`);
      const result = await tx.execute(sql`
        delete from audit_events where id in (select id from audit_events where created_at < ${cutoff.toISOString()} order by id limit ${BATCH})
        returning id`);
      return rowsIn(result).length;
    });
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Once a day, by whichever process claims the day first. */
export function startAuditPrune(o: { db: Db; years: () => number; log: FastifyBaseLogger; now?: () => Date }) {
  const now = o.now ?? (() => new Date());
  return startDailyTask({ db: o.db, job: AUDIT_PRUNE_JOB, log: o.log, now, work: async () => ({ deleted: await pruneAudit(o.db, o.years(), now()) }) });
}
