import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportFilters } from '@despacha/domain/contracts/reports';
import { REPORT_EXPORT_ROWS_MAX, REPORT_PDF_ROWS_MAX, reportKindOptions, type ReportFileFormat, type ReportKind } from '@despacha/domain/reports/kinds';
import { reportMessages as m } from '@despacha/domain/reports/messages';
import { labelOf } from '@despacha/domain/options/option';
import type { Db } from '../../db/client.ts';
import { todayIso } from '../../lib/dates.ts';
import { keepBeating, type Heartbeat } from '../../lib/heartbeat.ts';
import { HttpError, tooLargeToExport } from '../../lib/http-error.ts';
import { reportContentTypes } from '../../lib/reports/export.ts';
import { csvStreamWriter, xlsxStreamWriter, type ReportStreamWriter, type StreamCell } from '../../lib/reports/stream-export.ts';
import type { Storage } from '../../lib/storage.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { loadAgency } from '../library/public.ts';
import { columnsOf, summedKeys } from './columns.ts';
import { reportPdfDocument } from './pdf.ts';
import { originGroups, reportScope, scopeTotals, serviceBatch } from './query.ts';
import { inColumnOrder, originReportRow, serviceReportRow, serviceTypeLabels, totalsRow, type ReportRow } from './rows.ts';
import { beatRun, createRun, runSummary, updateRun } from './runs.ts';

// Exports run in the background (decision 026): the request answers 202 with the run, and the
// file is written batch by batch, yielding to the event loop between batches so the requests of
// every agency keep being served, then kept in storage for "baixar novamente".

/** Services read per query: a few milliseconds of database and serialisation each. */
export const EXPORT_BATCH = 1_000;
/** How often a running export writes its rows-done figure. */
const PROGRESS_EVERY_MS = 250;
/** Exports written at once by this process; more wait their turn (their run says 0 rows done). */
const CONCURRENT_EXPORTS = 2;

export type ExportDeps = { db: Db; storage: Storage; log: FastifyBaseLogger };

export class ExportQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly pending = new Set<Promise<void>>();

  /** Runs the job when a slot is free; never rejects (a job records its own failure). */
  add(job: () => Promise<void>) {
    const task = (async () => {
      if (this.running >= CONCURRENT_EXPORTS) await new Promise<void>((resolve) => this.waiting.push(resolve));
      this.running++;
      try {
        await job();
      } finally {
        this.running--;
        this.waiting.shift()?.();
      }
    })();
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /** Waits for every export in flight (the server closes after them, not in their middle). */
  async idle() {
    while (this.pending.size) await Promise.allSettled(this.pending);
  }
}

/** Checks the bounds, records the run and queues the file; answers at once. */
export async function startExport(
  deps: ExportDeps,
  queue: ExportQueue,
  actor: TenantActor,
  kind: ReportKind,
  filters: ReportFilters,
  format: ReportFileFormat,
) {
  const today = todayIso();
  const scope = reportScope(actor.agencyId, kind, filters, today);
  const groups = kind === 'por-origem' ? await originGroups(deps.db, actor.agencyId, scope) : null;
  const rowCount = groups ? groups.length : (await scopeTotals(deps.db, scope)).count;
  if (rowCount > REPORT_EXPORT_ROWS_MAX) throw tooLargeToExport('REPORT_TOO_LARGE', m.tooManyRows);
  if (format === 'pdf' && rowCount > REPORT_PDF_ROWS_MAX) throw tooLargeToExport('REPORT_TOO_LARGE', m.pdfTooManyRows);
  const run = await createRun(deps.db, actor, { kind, format, filters, status: 'running', rowCount });
  // The run beats from now, while it waits for a slot too: a stopped beat means this process is gone.
  const beat = keepBeating(
    () => beatRun(deps.db, actor.agencyId, run.id),
    (err) => deps.log.warn({ err, runId: run.id }, 'report export heartbeat failed'),
  );
  queue.add(() =>
    writeExport(deps, { agencyId: actor.agencyId, runId: run.id, kind, filters, format, today, filtersLabel: run.filtersLabel }, beat).finally(() =>
      beat.stop(),
    ),
  );
  return runSummary(run);
}

type ExportJob = { agencyId: string; runId: string; kind: ReportKind; filters: ReportFilters; format: ReportFileFormat; today: string; filtersLabel: string };

async function writeExport(deps: ExportDeps, job: ExportJob, beat: Heartbeat) {
  const { db } = deps;
  const columns = columnsOf(job.kind);
  const sums = Object.fromEntries(summedKeys(columns).map((k) => [k, 0]));
  let services = 0;
  let feesToConfirm = 0;
  let rowsDone = 0;
  const add = (rows: ReportRow[]) => {
    for (const row of rows) {
      for (const k in sums) sums[k]! += Number(row[k] ?? 0);
      services += typeof row.services === 'number' ? row.services : 1;
      feesToConfirm += Number(row.feesToConfirm ?? 0);
    }
    rowsDone += rows.length;
    return rows.map((r) => inColumnOrder(columns, r));
  };
  // Failed as stale while it waited for a slot: nothing to write.
  if (beat.lost) return;
  try {
    // The rows in batches, each handed on before the next is read.
    const batches = async function* (): AsyncGenerator<StreamCell[][]> {
      const scope = reportScope(job.agencyId, job.kind, job.filters, job.today);
      if (job.kind === 'por-origem') {
        yield add((await originGroups(db, job.agencyId, scope)).map(originReportRow));
        return;
      }
      const labels = await serviceTypeLabels(db);
      const { count, firstNumber } = await scopeTotals(db, scope);
      let reported = performance.now();
      for (let after = firstNumber - 1; ;) {
        // No more rows asked for than are left: a batch that must find its whole limit walks the
        // number index past the period's last service, through every later one of the agency.
        const size = Math.min(EXPORT_BATCH, count - rowsDone);
        const batch = size > 0 ? await serviceBatch(db, scope, after, size) : [];
        if (batch.length) {
          after = batch[batch.length - 1]!.number;
          yield add(batch.map((r) => serviceReportRow(r, labels, job.today)));
        }
        // Fewer than asked: services left the period meanwhile. More may have come into it (a
        // period that includes today): the export is of those counted when it began.
        const last = batch.length < size || rowsDone >= count;
        // Progress is a write (a commit, an fsync on PGlite's disk): a few a second and the last
        // one, not one a batch.
        if (last || performance.now() - reported >= PROGRESS_EVERY_MS) {
          reported = performance.now();
          await updateRun(db, job.agencyId, job.runId, { rowsDone });
        }
        if (last) return;
        // Failed elsewhere as stale (another instance took this process for dead): stop.
        if (beat.lost) throw new Error('report export failed elsewhere as stale');
        await nextTurn();
      }
    };
    let body: Buffer;
    if (job.format === 'pdf') {
      const rows: StreamCell[][] = [];
      for await (const batch of batches()) rows.push(...batch);
      const agency = await loadAgency(db, job.agencyId);
      body = await reportPdfDocument({
        agency,
        kind: job.kind,
        filtersLabel: job.filtersLabel,
        columns,
        rows,
        totals: totalsRow(columns, sums, services, feesToConfirm),
      });
    } else {
      const writer: ReportStreamWriter =
        job.format === 'csv' ? await csvStreamWriter(columns) : await xlsxStreamWriter(columns, `Relatório ${labelOf(reportKindOptions, job.kind, job.kind)}`);
      for await (const batch of batches()) await writer.write(batch);
      body = await writer.finish(totalsRow(columns, sums, services, feesToConfirm));
    }
    const storageKey = `${job.agencyId}/${job.runId}`;
    await deps.storage.put(storageKey, body, reportContentTypes[job.format]);
    const fileName = `relatorio-${job.kind}-${job.filters.from}-a-${job.filters.to}.${job.format}`;
    await updateRun(db, job.agencyId, job.runId, {
      status: 'done',
      rowsDone,
      rowCount: rowsDone,
      storageKey,
      fileName,
      sizeBytes: body.length,
      finishedAt: new Date(),
    });
  } catch (err) {
    deps.log.error({ err, runId: job.runId }, 'report export failed');
    // A lost run keeps the reason it was failed with.
    if (!beat.lost)
      await updateRun(db, job.agencyId, job.runId, {
        status: 'failed',
        // The screen shows what is stored: a pt-BR reason when there is one, the log has the rest.
        error: err instanceof HttpError ? err.message.slice(0, 500) : m.runFailed,
        finishedAt: new Date(),
      }).catch(() => {});
  }
}
