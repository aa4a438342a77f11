import { nextTurn } from '../../lib/event-loop.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportPreviewRow } from '@despacha/domain/contracts/imports';
import { IMPORT_LIMITS } from '@despacha/domain/imports/field-keys';
import { importMessages as m } from '@despacha/domain/imports/messages';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import { fieldOptions, importRuns } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { staleBeat } from '../../lib/heartbeat.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { takeOver } from './claims.ts';
import { writeErrorFile } from './error-file.ts';
import type { ImportDeps, RunRow } from './import-run.ts';
import { uploadKeyOf } from './paths.ts';
import { originsByName } from './lookups.ts';
import { planBatch, RunMemory, type PlanContext, type RowPlan } from './plan-batch.ts';
import { ImportFileError, openTable, type TableRow } from './read-table.ts';
import { writeBatch } from './write-batch.ts';
import { runsOnPostgres } from '../../lib/raw-statement.ts';

// Importar dados (decision 060): the analysis and the import read the stored file in batches
// (from storage, decision 069: a run taken over on another instance reads the same file).
// Each batch is planned (three lookups) and, when importing, written in one transaction with the
// run's progress; between batches the event loop serves other requests. A run beats its heartbeat
// with every batch: one whose beat stopped for two minutes was cut short (a restart, a lost
// instance) and is taken over, the import going on after the last line it saved.

/**
 * CPU per batch: PGlite runs its statements on the event loop, so its batches stay short; on
 * PostgreSQL the database's work is elsewhere and fewer, larger batches save round trips
 * (100,000 rows: 74 s at 20 ms, bench/import.ts).
 */
const BATCH_TARGET_MS = { pglite: 20, postgres: 40 };
const BATCH_MIN_ROWS = 10;
const BATCH_MAX_ROWS = 500;

/** Runs this process is working on, so a take-over never picks up its own. */
const working = new Set<string>();

const actorOf = (row: RunRow): TenantActor =>
  ({ userId: row.createdBy ?? '', name: row.createdByName, role: 'dispatcher', agencyId: row.agencyId }) as TenantActor;

async function serviceTypes(db: Db) {
  return db
    .select({ value: fieldOptions.optionValue, label: fieldOptions.optionLabel })
    .from(fieldOptions)
    .where(and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.active, true)));
}

async function contextOf(deps: ImportDeps, row: RunRow): Promise<PlanContext> {
  const memory = new RunMemory();
  memory.origins = await originsByName(deps.db, row.agencyId, searchKey);
  return {
    db: deps.db,
    agencyId: row.agencyId,
    mapping: row.mapping as PlanContext['mapping'],
    overwrite: row.overwrite,
    serviceTypes: await serviceTypes(deps.db),
    memory,
  };
}

export const previewOf = (p: RowPlan): ImportPreviewRow => ({ line: p.line, action: p.action, values: p.values, errors: p.errors });

const update = (db: Db, row: Pick<RunRow, 'agencyId' | 'id'>, set: Partial<RunRow>) =>
  db
    .update(importRuns)
    .set(set)
    .where(and(eq(importRuns.agencyId, row.agencyId), eq(importRuns.id, row.id)));

/** Whether the run was cancelled, or analysed again with other columns (this pass then stops). */
async function cancelled(db: Db, row: RunRow) {
  const [r] = await db
    .select({ cancel: importRuns.cancelRequested, mapping: importRuns.mapping, overwrite: importRuns.overwrite })
    .from(importRuns)
    .where(and(eq(importRuns.agencyId, row.agencyId), eq(importRuns.id, row.id)));
  return !r || r.cancel || r.overwrite !== row.overwrite || JSON.stringify(r.mapping) !== JSON.stringify(row.mapping);
}

/**
 * Reads the file in batches; the first is the preview's rows, so they come back at once. Each
 * batch is sized to cost about BATCH_TARGET_MS of this process's CPU: planning holds the event
 * loop, and PGlite runs its statements on it too, so other requests wait about that long at most.
 * On PostgreSQL, whose work is elsewhere, batches grow (bench/import.ts, decision 060).
 */
async function eachBatch(deps: ImportDeps, row: RunRow, onBatch: (rows: TableRow[]) => Promise<boolean>): Promise<number> {
  return deps.storage.withFile(uploadKeyOf(row), (file) => batchesOf(deps.db, file, onBatch));
}

async function batchesOf(db: Db, file: string, onBatch: (rows: TableRow[]) => Promise<boolean>): Promise<number> {
  const targetMs = runsOnPostgres(db) ? BATCH_TARGET_MS.postgres : BATCH_TARGET_MS.pglite;
  const table = await openTable(file);
  let batch: TableRow[] = [];
  let size: number = IMPORT_LIMITS.previewRows;
  let total = 0;
  for await (const r of table.rows) {
    batch.push(r);
    total++;
    if (batch.length < size) continue;
    const started = process.cpuUsage();
    if (!(await onBatch(batch))) return total;
    const used = process.cpuUsage(started);
    const cpuMs = Math.max(1, (used.user + used.system) / 1000);
    // A batch costs a fixed part (its statements) and a part per row: scaling the size by
    // target/cost settles where the two add up to the target.
    size = Math.round(Math.min(BATCH_MAX_ROWS, Math.max(BATCH_MIN_ROWS, (batch.length * targetMs) / cpuMs)));
    batch = [];
    await nextTurn();
  }
  if (batch.length) await onBatch(batch);
  return total;
}

const failureOf = (err: unknown) => (err instanceof ImportFileError ? err.message : m.failed);

/**
 * The dry run: what every row would do, counted over the whole file. Resolves with the preview
 * once the first rows are planned; the counts go on growing in the run's row until it is ready.
 */
export function analyse(deps: ImportDeps, row: RunRow): Promise<ImportPreviewRow[]> {
  return new Promise((resolvePreview, rejectPreview) => {
    let previewed = false;
    const done = (async () => {
      working.add(row.id);
      const ctx = await contextOf(deps, row);
      const counts = { create: 0, update: 0, skip: 0, error: 0 };
      let rowsDone = 0;
      const total = await eachBatch(deps, row, async (batch) => {
        const plans = await planBatch(ctx, batch);
        for (const p of plans) counts[p.action]++;
        rowsDone += plans.length;
        if (!previewed) {
          previewed = true;
          const preview = plans.map(previewOf);
          await update(deps.db, row, { preview });
          resolvePreview(preview);
        }
        if (await cancelled(deps.db, row)) return false;
        await update(deps.db, row, {
          rowsDone,
          created: counts.create,
          updated: counts.update,
          skipped: counts.skip,
          errors: counts.error,
          heartbeatAt: new Date(),
        });
        return true;
      });
      if (await cancelled(deps.db, row)) return;
      await update(deps.db, row, {
        status: 'ready',
        rowsTotal: total,
        rowsDone,
        created: counts.create,
        updated: counts.update,
        skipped: counts.skip,
        errors: counts.error,
        heartbeatAt: new Date(),
      });
      if (!previewed) resolvePreview([]);
    })();
    done
      .catch(async (err) => {
        deps.log.warn({ err, importRun: row.id }, 'import analysis failed');
        await update(deps.db, row, { status: 'failed', message: failureOf(err), finishedAt: new Date() }).catch(() => {});
        if (!previewed) rejectPreview(err);
      })
      .finally(() => working.delete(row.id));
  });
}

/** The import proper, from the line after the last one saved (0 for a new run). */
export async function runImport(deps: ImportDeps, row: RunRow): Promise<void> {
  working.add(row.id);
  try {
    const ctx = await contextOf(deps, row);
    const actor = actorOf(row);
    let stopped = false;
    let written = 0;
    let analysedAt = ANALYSE_FIRST_AT;
    const total = await eachBatch(deps, row, async (batch) => {
      const plans = await planBatch(ctx, batch);
      const fresh = plans.filter((p) => p.line > row.lastLine);
      // Planning is CPU; a turn of the event loop before the write lets waiting requests in.
      await nextTurn();
      if (fresh.length) await writeBatch(deps.db, actor, row.id, fresh, ctx.memory);
      written += fresh.length;
      if (written >= analysedAt) {
        await refreshStatistics(deps.db);
        analysedAt *= 4;
      }
      if (await cancelled(deps.db, row)) {
        stopped = true;
        return false;
      }
      return true;
    });
    const [now] = await deps.db
      .select()
      .from(importRuns)
      .where(and(eq(importRuns.agencyId, row.agencyId), eq(importRuns.id, row.id)));
    const errorKey = now!.errors > 0 ? await writeErrorFile(deps, now!) : null;
    await update(deps.db, row, {
      status: stopped ? 'cancelled' : 'done',
      rowsTotal: stopped ? now!.rowsTotal : total,
      errorKey,
      finishedAt: new Date(),
      heartbeatAt: new Date(),
    });
    await recordAudit(deps.db, {
      agencyId: row.agencyId,
      actor: { userId: row.createdBy, name: row.createdByName, role: 'dispatcher' },
      action: 'created',
      entity: 'import',
      entityId: row.id,
      summary: `${stopped ? 'Importação cancelada' : 'Importou'} a planilha ${row.fileName}: ${now!.created} linha(s) criaram registros, ${now!.updated} atualizaram, ${now!.skipped} sem alteração, ${now!.errors} com erro`,
    });
  } catch (err) {
    deps.log.warn({ err, importRun: row.id }, 'import failed');
    await update(deps.db, row, { status: 'failed', message: failureOf(err), finishedAt: new Date() }).catch(() => {});
  } finally {
    working.delete(row.id);
  }
}

/**
 * The planner's statistics of the tables an import fills. PGlite runs no autovacuum: after
 * thousands of rows written into a table its planner still believes small, a vehicle lookup by
 * plate took 10 ms instead of 1 (bench/import.ts). Refreshed as the tables grow fourfold.
 */
const ANALYSE_FIRST_AT = 2_000;
async function refreshStatistics(db: Db) {
  // A small sample (3,000 rows) is enough to tell the planner the tables grew, and keeps the pause
  // short. One table at a time, with a turn between: on PGlite the three in one statement held
  // the event loop ~100 ms (decision 060).
  for (const table of [sql`owners`, sql`vehicles`, sql`services`]) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local default_statistics_target = 10`);
      await tx.execute(sql`analyze ${table}`);
    });
    await nextTurn();
  }
}

/**
 * Takes over runs whose process stopped beating: an import goes on after its last saved line (its
 * rows are matched, so none is written twice); an analysis, which saved nothing, starts again.
 */
export async function takeOverStaleRuns(deps: ImportDeps): Promise<number> {
  const stale = await deps.db
    .select({ agencyId: importRuns.agencyId, id: importRuns.id })
    .from(importRuns)
    .where(and(inArray(importRuns.status, ['analysing', 'running']), staleBeat(importRuns.heartbeatAt)))
    .orderBy(desc(importRuns.createdAt));
  let taken = 0;
  for (const s of stale) {
    if (working.has(s.id)) continue;
    const row = await takeOver(deps.db, s);
    if (!row) continue;
    taken++;
    if (row === 'ended') continue;
    if ((await deps.storage.size(uploadKeyOf(row))) === null) {
      await update(deps.db, row, { status: 'failed', message: m.failed, finishedAt: new Date() });
      continue;
    }
    deps.log.info({ importRun: row.id, status: row.status }, 'taking over an interrupted import run');
    if (row.status === 'running') void runImport(deps, row);
    else void analyse(deps, { ...row, rowsDone: 0 }).catch(() => {});
  }
  return taken;
}
