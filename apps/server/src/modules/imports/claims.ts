import { and, eq, inArray, ne } from 'drizzle-orm';
import { importMessages as m } from '@despacha/domain/imports/messages';
import type { Db } from '../../db/client.ts';
import { importRunErrors, importRuns } from '../../db/schema/index.ts';
import { lockAgency } from '../../lib/agency-lock.ts';
import { freshBeat, staleBeat } from '../../lib/heartbeat.ts';
import type { RunRow } from './import-run.ts';

// One import at a time per agency (decision 060), across instances: starting an import and taking
// a dead one over both run under the agency's row lock, so neither can slip beside the other.

/**
 * Starts the import of an analysed run: one at a time per agency. Under the agency's row lock, which
 * the take-over takes too: a run still beating refuses it; one whose beat stopped (cut short) is
 * ended here, so the every-minute take-over cannot resume it beside the new one.
 */
export async function claimImport(db: Db, row: RunRow): Promise<RunRow | null> {
  return db.transaction(async (tx) => {
    await lockAgency(tx, row.agencyId);
    const busy = await tx
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(and(eq(importRuns.agencyId, row.agencyId), eq(importRuns.status, 'running'), freshBeat(importRuns.heartbeatAt)));
    if (busy.length) return null;
    const [claimed] = await tx
      .update(importRuns)
      .set({ status: 'running', rowsDone: 0, lastLine: 0, created: 0, updated: 0, skipped: 0, errors: 0, cancelRequested: false, heartbeatAt: new Date() })
      .where(and(eq(importRuns.agencyId, row.agencyId), eq(importRuns.id, row.id), eq(importRuns.status, 'ready')))
      .returning();
    if (!claimed) return null;
    await tx.delete(importRunErrors).where(and(eq(importRunErrors.agencyId, row.agencyId), eq(importRunErrors.runId, row.id)));
    // Every other running run was found stale above, and none could be taken over since (the lock).
    await tx
      .update(importRuns)
      .set({ status: 'failed', message: m.superseded, finishedAt: new Date() })
      .where(and(eq(importRuns.agencyId, row.agencyId), eq(importRuns.status, 'running'), ne(importRuns.id, claimed.id)));
    return claimed;
  });
}

/**
 * Claims a stale run for this process under the agency's lock (see claimImport). A running import
 * beside which another of the agency runs (started after it died, or taken over just before: the
 * newest runs are taken first) is ended instead: one import at a time per agency.
 */
export async function takeOver(db: Db, stale: Pick<RunRow, 'agencyId' | 'id'>): Promise<RunRow | 'ended' | null> {
  return db.transaction(async (tx) => {
    await lockAgency(tx, stale.agencyId);
    const key = and(eq(importRuns.agencyId, stale.agencyId), eq(importRuns.id, stale.id));
    const [row] = await tx
      .update(importRuns)
      .set({ heartbeatAt: new Date() })
      .where(and(key, inArray(importRuns.status, ['analysing', 'running']), staleBeat(importRuns.heartbeatAt)))
      .returning();
    if (!row || row.status !== 'running') return row ?? null;
    const [other] = await tx
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(and(eq(importRuns.agencyId, row.agencyId), eq(importRuns.status, 'running'), ne(importRuns.id, row.id)))
      .limit(1);
    if (!other) return row;
    await tx.update(importRuns).set({ status: 'failed', message: m.superseded, finishedAt: new Date() }).where(key);
    return 'ended';
  });
}
