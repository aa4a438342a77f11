import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AgencyExportSummary } from '@despacha/domain/lgpd/contracts';
import { lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import type { Db, Tx } from '../../db/client.ts';
import { agencyExports, serviceFiles, services } from '../../db/schema/index.ts';
import { lockAgency } from '../../lib/agency-lock.ts';
import { isStale, keepBeating, staleBeat } from '../../lib/heartbeat.ts';
import { conflict } from '../../lib/http-error.ts';
import { csvCell } from '../../lib/reports/export.ts';
import { spreadsheetText } from '../../lib/spreadsheet-text.ts';
import { ZipTooLargeError, ZipWriter } from '../../lib/reports/zip-writer.ts';
import type { Storage } from '../../lib/storage.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { countRows, exportTables, tableBatches } from './export-tables.ts';

// "Exportar todos os dados" (issue 17 item 11, decision 036): one CSV per table of the agency's
// rows plus its uploaded files, as one ZIP written in the background and streamed to storage (the
// data folder or S3, decision 069: any instance serves its download; the file reaches hundreds of
// MB and is never held whole). Rows come in keyset batches, each serialised and handed to zlib
// (which compresses on libuv's pool) before the next is read, with a turn of the event loop
// between batches. Only the newest export's file is kept.

// Measured in-process on 180,000 rows (decision 036): batches of 1,000 rows grew resident memory
// by 78 MB (rows awaiting zlib outlive a scavenge and pile up in old space), 500 by 41 MB, 250 by
// 4–5 MB, for the same CPU time (8.3–9.8 s).
export const EXPORT_BATCH = 250;
const PROGRESS_EVERY_MS = 500;

export type AgencyExportDeps = { db: Db; storage: Storage; log: FastifyBaseLogger };
type ExportRow = typeof agencyExports.$inferSelect;

/** The export's ZIP in storage: beside the agency's files, named by the export. */
export const zipKeyOf = (row: Pick<ExportRow, 'agencyId' | 'id'>) => `${row.agencyId}/exports/${row.id}`;
export const zipNameOf = (row: Pick<ExportRow, 'createdAt'>) => `despacha-dados-${row.createdAt.toISOString().slice(0, 10)}.zip`;

const cell = (v: string | null) => csvCell(v === null ? '' : spreadsheetText(v));
const csvLine = (values: readonly (string | null)[]) => `${values.map(cell).join(';')}\r\n`;

export async function exportSummary(row: ExportRow, storage: Storage): Promise<AgencyExportSummary> {
  return {
    id: row.id,
    status: row.status as AgencyExportSummary['status'],
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    filesDone: row.filesDone,
    filesTotal: row.filesTotal,
    sizeBytes: row.sizeBytes,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    downloadable: row.status === 'done' && (await storage.size(zipKeyOf(row))) !== null,
    // The reason saved when it failed (pt-BR: interrupted, or the generic failure), shown on the card.
    failure: row.status === 'failed' ? row.error || m.agencyFailed : '',
  };
}

/**
 * An export still "running" whose beat stopped for two minutes was cut short with its process (a
 * restart, a lost instance): it is failed when next looked at, and no longer blocks a new one. Its
 * partial upload never became an object (S3 aborts it; a .part on disk goes with the next
 * export's clean-up, removeOlder).
 */
async function settled(db: Db, row: ExportRow | undefined): Promise<ExportRow | null> {
  if (!row || row.status !== 'running' || !isStale(row.heartbeatAt)) return row ?? null;
  const key = and(eq(agencyExports.agencyId, row.agencyId), eq(agencyExports.id, row.id));
  const [failed] = await db
    .update(agencyExports)
    .set({ status: 'failed', error: m.agencyInterrupted, finishedAt: new Date() })
    .where(and(key, eq(agencyExports.status, 'running'), staleBeat(agencyExports.heartbeatAt)))
    .returning();
  if (failed) return failed;
  // It beat or finished meanwhile.
  const [now] = await db.select().from(agencyExports).where(key);
  return now ?? null;
}

export async function latestExport(db: Db, agencyId: string): Promise<ExportRow | null> {
  const [row] = await db.select().from(agencyExports).where(eq(agencyExports.agencyId, agencyId)).orderBy(desc(agencyExports.createdAt)).limit(1);
  return settled(db, row);
}

export async function getExport(db: Db, agencyId: string, id: string): Promise<ExportRow | null> {
  const [row] = await db
    .select()
    .from(agencyExports)
    .where(and(eq(agencyExports.agencyId, agencyId), eq(agencyExports.id, id)));
  return settled(db, row);
}

/**
 * Records the export and starts writing it; one running at a time per agency, across instances:
 * the check and the insert run in one transaction holding the agency's row lock, so a second
 * request (here or on another instance) waits and then sees the first one's running row. A stale
 * running export is failed first (settled) and no longer blocks.
 */
export async function startAgencyExport(
  deps: AgencyExportDeps,
  actor: TenantActor,
  onStarted: (tx: Tx) => Promise<unknown> = async () => {},
): Promise<{ row: ExportRow; done: Promise<void> }> {
  const row = await deps.db.transaction(async (tx) => {
    await lockAgency(tx, actor.agencyId);
    const last = await latestExport(tx, actor.agencyId);
    if (last?.status === 'running') throw conflict('EXPORT_RUNNING', m.agencyRunning);
    const [inserted] = await tx
      .insert(agencyExports)
      .values({ agencyId: actor.agencyId, createdBy: actor.userId, createdByName: actor.name ?? '' })
      .returning();
    await onStarted(tx);
    return inserted!;
  });
  return { row, done: writeExport(deps, row) };
}

async function writeExport(deps: AgencyExportDeps, row: ExportRow) {
  const { db, storage } = deps;
  const agencyId = row.agencyId;
  let rowsDone = 0;
  // Counted before the reading starts; rows the agency writes meanwhile are exported too, so the
  // total grows with them rather than show more done than there is.
  let rowsTotal = 0;
  let filesDone = 0;
  let reported = performance.now();
  // Beats while the export is written; a run failed meanwhile as stale (another instance took this
  // one for dead) stops here, before it could remove that instance's newer file.
  const beat = keepBeating(
    async () =>
      (
        await db
          .update(agencyExports)
          .set({ heartbeatAt: new Date() })
          .where(and(eq(agencyExports.agencyId, agencyId), eq(agencyExports.id, row.id), eq(agencyExports.status, 'running')))
          .returning({ id: agencyExports.id })
      ).length > 0,
    (err) => deps.log.warn({ err, exportId: row.id }, 'agency export heartbeat failed'),
  );
  const progress = async (force = false) => {
    if (beat.lost) throw new Error('agency export failed elsewhere as stale');
    if (!force && performance.now() - reported < PROGRESS_EVERY_MS) return;
    reported = performance.now();
    await db
      .update(agencyExports)
      .set({ rowsDone, filesDone, rowsTotal: Math.max(rowsTotal, rowsDone) })
      .where(and(eq(agencyExports.agencyId, agencyId), eq(agencyExports.id, row.id)));
  };
  // The ZIP flows through this pipe into storage as it is written; a failed upload fails the
  // writer's next write, and a failed writer the upload.
  const out = new PassThrough();
  // Its error reaches both sides through their own awaits; unheard, it would end the process.
  out.on('error', () => {});
  let stored: Promise<number> | null = null;
  try {
    const tables = await exportTables(db);
    for (const t of tables) rowsTotal += await countRows(db, t, agencyId);
    const files = await db
      .select({ id: serviceFiles.id, key: serviceFiles.storageKey, name: serviceFiles.originalName, number: services.number })
      .from(serviceFiles)
      .innerJoin(services, and(eq(services.agencyId, serviceFiles.agencyId), eq(services.id, serviceFiles.serviceId)))
      .where(eq(serviceFiles.agencyId, agencyId))
      .orderBy(asc(services.number), asc(serviceFiles.createdAt));
    await db
      .update(agencyExports)
      .set({ rowsTotal, filesTotal: files.length })
      .where(and(eq(agencyExports.agencyId, agencyId), eq(agencyExports.id, row.id)));

    stored = storage.putStream(zipKeyOf(row), out, 'application/zip');
    stored.catch((err: unknown) => out.destroy(err as Error));
    // Level 1: CSV of ids and dates compresses well already; the time goes to reading rows.
    const zip = new ZipWriter(out, 1);
    for (const t of tables) {
      const entry = await zip.stream(`tabelas/${t.name}.csv`);
      await entry.write(Buffer.from(`\uFEFF${csvLine(t.columns.map((c) => c.name))}`, 'utf8'));
      for await (const batch of tableBatches(db, t, agencyId, EXPORT_BATCH)) {
        let text = '';
        for (const r of batch) text += csvLine(r);
        await entry.write(Buffer.from(text, 'utf8'));
        rowsDone += batch.length;
        await progress();
        await nextTurn();
      }
      await entry.end();
    }
    for (const f of files) {
      const entry = await zip.stream(`arquivos/servico-${f.number}/${f.id}-${safeName(f.name)}`);
      const source = await deps.storage.read(f.key).catch(() => null);
      if (source)
        await pipeline(source, async function (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) await entry.write(chunk);
        });
      await entry.end();
      filesDone++;
      await progress();
    }
    await zip.finish();
    out.end();
    const size = await stored;
    await progress(true);
    // The older ZIPs go before "done" is visible: whoever sees the new export done cannot still
    // download an older one.
    await removeOlder(deps, agencyId, row.id);
    await db
      .update(agencyExports)
      .set({ status: 'done', rowsDone, filesDone, sizeBytes: size, finishedAt: new Date() })
      .where(and(eq(agencyExports.agencyId, agencyId), eq(agencyExports.id, row.id)));
  } catch (err) {
    deps.log.error({ err, exportId: row.id }, 'agency export failed');
    // The upload under way is abandoned (S3 aborts its parts, the folder removes its .part).
    out.destroy(err as Error);
    await stored?.catch(() => {});
    // A lost run keeps the reason it was failed with.
    if (!beat.lost)
      await db
        .update(agencyExports)
        // The user reads this reason: pt-BR (the 4 GB limit, or the generic failure); the driver's words stay in the log.
        .set({ status: 'failed', error: err instanceof ZipTooLargeError ? err.message : m.agencyFailed, finishedAt: new Date() })
        .where(and(eq(agencyExports.agencyId, agencyId), eq(agencyExports.id, row.id)))
        .catch(() => {});
  } finally {
    beat.stop();
  }
}

/** A user's file name inside the ZIP: no folders, no control characters. */
function safeName(name: string) {
  // oxlint-disable-next-line no-control-regex -- control characters are what it replaces
  return name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 120) || 'arquivo';
}

/** The newest export replaces the older files: a ZIP of everything is not kept twice. */
async function removeOlder(deps: AgencyExportDeps, agencyId: string, keepId: string) {
  const older = await deps.db
    .select({ agencyId: agencyExports.agencyId, id: agencyExports.id })
    .from(agencyExports)
    .where(and(eq(agencyExports.agencyId, agencyId), ne(agencyExports.id, keepId)));
  // Removing a missing object is no error: the older exports whose files already went cost a request each.
  for (const r of older) await deps.storage.remove(zipKeyOf(r));
}
