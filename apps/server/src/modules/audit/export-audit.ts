import { sql } from 'drizzle-orm';
import { roleLabel } from '@despacha/domain/roles';
import type { AuditEventItem, AuditExportQuery } from '@despacha/domain/audit/contracts';
import { AUDIT_EXPORT_MAX, auditActionLabels, auditEntityLabel, auditMessages as m } from '@despacha/domain/audit/messages';
import type { Db } from '../../db/client.ts';
import { tooLargeToExport } from '../../lib/http-error.ts';
import { todayIso } from '../../lib/dates.ts';
import { reportContentTypes } from '../../lib/reports/export.ts';
import { csvStreamWriter, xlsxStreamWriter, type StreamColumn } from '../../lib/reports/stream-export.ts';
import { auditPage, auditWhere, type AuditScope } from './queries.ts';
import { nextTurn } from '../../lib/event-loop.ts';

const BATCH = 1_000;

const saoPaulo = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
export const auditTime = (iso: string) => saoPaulo.format(new Date(iso)).replace(',', '');

const valueText = (v: unknown) => (v === null || v === undefined || v === '' ? m.emptyValue : typeof v === 'string' ? v : JSON.stringify(v));
export const changesText = (e: AuditEventItem) => e.changes.map((c) => m.changeLine(c.field, valueText(c.before), valueText(c.after))).join('; ');

function columnsFor(platform: boolean): StreamColumn[] {
  return [
    { header: m.columnWhen, width: 20, type: 'text' },
    ...(platform ? [{ header: m.columnAgency, width: 26, type: 'text' as const }] : []),
    { header: m.columnWho, width: 24, type: 'text' },
    { header: 'Perfil', width: 14, type: 'text' },
    { header: m.columnAction, width: 18, type: 'text' },
    { header: m.columnRecord, width: 16, type: 'text' },
    { header: m.filterEntityId, width: 38, type: 'text' },
    { header: m.columnSummary, width: 60, type: 'text' },
    { header: m.columnChanges, width: 60, type: 'text' },
    { header: m.columnIp, width: 16, type: 'text' },
  ];
}

function rowOf(e: AuditEventItem, platform: boolean): string[] {
  return [
    auditTime(e.createdAt),
    ...(platform ? [e.agencyName ?? m.platform] : []),
    e.actorName ?? m.anonymous,
    e.actorRole ? roleLabel(e.actorRole) : '',
    auditActionLabels[e.action],
    auditEntityLabel(e.entity),
    e.entityId ?? '',
    e.summary,
    changesText(e),
    e.ip ?? '',
  ];
}

/**
 * Every event matching the filters, newest first, as CSV or XLSX. Read in keyset batches and
 * written as they come; more than AUDIT_EXPORT_MAX is refused before anything is built.
 */
export async function exportAudit(db: Db, scope: AuditScope, q: AuditExportQuery) {
  const where = auditWhere(scope, q);
  const counted = (await db.execute(sql`select count(*)::int as n from (select 1 from audit_events e where ${where} limit ${AUDIT_EXPORT_MAX + 1}) x`)) as
    | { rows?: { n: number }[] }
    | { n: number }[];
  const n = Number((Array.isArray(counted) ? counted[0] : counted.rows?.[0])?.n ?? 0);
  if (n > AUDIT_EXPORT_MAX) throw tooLargeToExport('AUDIT_TOO_LARGE', m.tooManyToExport);
  const platform = 'platform' in scope;
  const columns = columnsFor(platform);
  const writer = q.format === 'xlsx' ? await xlsxStreamWriter(columns, m.exportTitle) : await csvStreamWriter(columns);
  let before: number | null = null;
  // No more rows asked for than were counted: a batch that must find its whole limit walks the
  // index on past the last match, through every older event (decision 026's update, session 47).
  for (let left = n; left > 0;) {
    const batch = await auditPage(db, where, before, Math.min(BATCH, left));
    await writer.write(batch.map((e) => rowOf(e, platform)));
    if (batch.length < Math.min(BATCH, left)) break;
    left -= batch.length;
    before = Number(batch[batch.length - 1]!.id);
    // Reading and cloning the rows is the main thread's: other requests get a turn between batches.
    await nextTurn();
  }
  const body = await writer.finish(null);
  return { body, contentType: reportContentTypes[q.format], fileName: `auditoria-${todayIso()}.${q.format}` };
}
