import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReportFilters, ReportRunSummary } from '@despacha/domain/contracts/reports';
import { labelOf } from '@despacha/domain/options/option';
import { servicePosicaoOptions } from '@despacha/domain/options/registry-options';
import { agencyStageText } from '@despacha/domain/process/stages';
import { reportKindOptions, type ReportKind, type ReportRunFormat } from '@despacha/domain/reports/kinds';
import { reportFilterLabels as l, reportMessages as m } from '@despacha/domain/reports/messages';
import { serviceStatusOptions } from '@despacha/domain/statuses';
import { formatBrDate } from '@despacha/domain/validators/date';
import type { Db } from '../../db/client.ts';
import { origins, profiles, reportRuns } from '../../db/schema/index.ts';
import { isStale, staleBeat } from '../../lib/heartbeat.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { serviceTypeLabels } from './rows.ts';

// The history of an agency's reports (decision 026). A run is written when it starts; an export
// updates rows_done as it goes and beats heartbeat_at (lib/heartbeat.ts), then stores its file and
// says done (or failed). One whose beat stopped was cut short with its process: failed when looked at.

export const RUNS_PAGE_SIZE = 20;

type RunRow = typeof reportRuns.$inferSelect;
const NO_FILTERS: ReportFilters = { from: '', to: '', originId: '', servico: '', etapa: '', posicao: '', status: '', userId: '' };

export function runSummary(r: RunRow, now = Date.now()): ReportRunSummary {
  const stale = r.status === 'running' && isStale(r.heartbeatAt, now);
  return {
    id: r.id,
    kind: r.kind as ReportKind,
    kindLabel: labelOf(reportKindOptions, r.kind, r.kind),
    format: r.format as ReportRunFormat,
    filters: { ...NO_FILTERS, ...(r.filters as Partial<ReportFilters>) },
    filtersLabel: r.filtersLabel,
    status: stale ? 'failed' : (r.status as ReportRunSummary['status']),
    rowsDone: r.rowsDone,
    rowCount: r.rowCount,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    fileName: r.status === 'done' ? r.fileName : null,
    failure: stale ? m.runInterrupted : r.status === 'failed' ? r.error || m.runFailed : '',
  };
}

/** "01/11/2026 a 30/11/2026 · Origem: Loja X · Status: Atrasado", names read from the agency's own records. */
export async function filtersLabel(db: Db, agencyId: string, f: ReportFilters): Promise<string> {
  const parts = [`${formatBrDate(f.from)} a ${formatBrDate(f.to)}`];
  if (f.originId) {
    const [o] = await db
      .select({ name: origins.nomeEmpresa })
      .from(origins)
      .where(and(eq(origins.agencyId, agencyId), eq(origins.id, f.originId)));
    parts.push(`${l.origin}: ${o?.name ?? '—'}`);
  }
  if (f.servico) parts.push(`${l.servico}: ${(await serviceTypeLabels(db)).get(f.servico) ?? f.servico}`);
  if (f.etapa) parts.push(`${l.etapa}: ${agencyStageText(f.etapa)}`);
  if (f.posicao) parts.push(`${l.posicao}: ${labelOf(servicePosicaoOptions, f.posicao, f.posicao)}`);
  if (f.status) parts.push(`${l.status}: ${labelOf(serviceStatusOptions, f.status, f.status)}`);
  if (f.userId) {
    const [u] = await db
      .select({ name: profiles.name })
      .from(profiles)
      .where(and(eq(profiles.agencyId, agencyId), eq(profiles.id, f.userId)));
    parts.push(`${l.user}: ${u?.name ?? '—'}`);
  }
  return parts.join(' · ');
}

export async function createRun(
  db: Db,
  actor: TenantActor,
  run: { kind: ReportKind; format: ReportRunFormat; filters: ReportFilters; status: 'running' | 'done'; rowCount: number },
): Promise<RunRow> {
  const [row] = await db
    .insert(reportRuns)
    .values({
      agencyId: actor.agencyId,
      kind: run.kind,
      format: run.format,
      filters: run.filters,
      filtersLabel: await filtersLabel(db, actor.agencyId, run.filters),
      status: run.status,
      rowCount: run.rowCount,
      rowsDone: run.status === 'done' ? run.rowCount : 0,
      createdBy: actor.userId,
      createdByName: actor.name,
      finishedAt: run.status === 'done' ? sql`now()` : null,
    })
    .returning();
  return row!;
}

/** Records as failed the runs among `rows` still "running" whose beat stopped; answers the rows as they now are. */
async function failStale(db: Db, agencyId: string, rows: RunRow[]): Promise<RunRow[]> {
  const now = Date.now();
  const stale = rows.filter((r) => r.status === 'running' && isStale(r.heartbeatAt, now)).map((r) => r.id);
  if (!stale.length) return rows;
  const failed = await db
    .update(reportRuns)
    .set({ status: 'failed', error: m.runInterrupted, finishedAt: new Date() })
    .where(and(eq(reportRuns.agencyId, agencyId), inArray(reportRuns.id, stale), eq(reportRuns.status, 'running'), staleBeat(reportRuns.heartbeatAt)))
    .returning();
  const byId = new Map(failed.map((r) => [r.id, r]));
  return rows.map((r) => byId.get(r.id) ?? r);
}

export async function getRun(db: Db, agencyId: string, id: string): Promise<RunRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(reportRuns)
    .where(and(eq(reportRuns.agencyId, agencyId), eq(reportRuns.id, id)));
  return row && (await failStale(db, agencyId, [row]))[0];
}

export async function listRuns(db: Db, agencyId: string, page: number) {
  const scope = eq(reportRuns.agencyId, agencyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reportRuns)
      .where(scope)
      .orderBy(desc(reportRuns.createdAt), desc(reportRuns.id))
      .limit(RUNS_PAGE_SIZE)
      .offset((page - 1) * RUNS_PAGE_SIZE),
    db.select({ n: count() }).from(reportRuns).where(scope),
  ]);
  const now = Date.now();
  return { items: (await failStale(db, agencyId, rows)).map((r) => runSummary(r, now)), total: Number(total?.n ?? 0), page, pageSize: RUNS_PAGE_SIZE };
}

/** Beats a running run's heartbeat; false when it is no longer running (done, or failed as stale). */
export async function beatRun(db: Db, agencyId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(reportRuns)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(reportRuns.agencyId, agencyId), eq(reportRuns.id, id), eq(reportRuns.status, 'running')))
    .returning({ id: reportRuns.id });
  return rows.length > 0;
}

export async function updateRun(db: Db, agencyId: string, id: string, values: Partial<Omit<RunRow, 'agencyId' | 'id'>>) {
  await db
    .update(reportRuns)
    .set(values)
    .where(and(eq(reportRuns.agencyId, agencyId), eq(reportRuns.id, id)));
}
