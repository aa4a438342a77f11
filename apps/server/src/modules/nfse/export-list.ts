// Notas fiscais exported (issue 37, decision 077): every NFS-e the screen's filters match, in the
// screen's order, with the totals, as XLSX, CSV or PDF. The writers are the shared ones
// (lib/reports/stream-export.ts, the audit trail's and the caixa's; the PDF worker pool): the rows
// are read in batches with a turn of the event loop between them, the PDF is drawn off it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import { nfseStatusLabels, type NfseStatus } from '@despacha/domain/nfse/issue-messages';
import type { NfseExportQuery } from '@despacha/domain/nfse/list-contracts';
import {
  displayNfseMonth,
  NFSE_EXPORT_MAX,
  NFSE_PDF_EXPORT_MAX,
  nfseExportStrings as x,
  nfseListMessages as m,
  nfseListStrings as l,
} from '@despacha/domain/nfse/list';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import type { Db } from '../../db/client.ts';
import { nfseDocuments, services } from '../../db/schema/index.ts';
import { recordActorAudit } from '../../lib/audit.ts';
import { todayIso } from '../../lib/dates.ts';
import { nextTurn } from '../../lib/event-loop.ts';
import { notFound, tooLargeToExport } from '../../lib/http-error.ts';
import { agencyHeading, renderPdf } from '../../lib/pdf/render.ts';
import { tabularCell, tabularHeader } from '../../lib/pdf/tabular.ts';
import { reportContentTypes } from '../../lib/reports/export.ts';
import { csvStreamWriter, xlsxStreamWriter, type StreamCell, type StreamColumn } from '../../lib/reports/stream-export.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { loadAgency } from '../library/public.ts';
import { nfseListOrder, nfseListWhere } from './list.ts';

const BATCH = 500;
const c = x.columns;
export const nfseExportColumns: StreamColumn[] = [
  { header: c.issued, width: 11, type: 'date' },
  { header: c.competence, width: 12, type: 'date' },
  { header: c.number, width: 14, type: 'text' },
  { header: c.dps, width: 14, type: 'text' },
  { header: c.service, width: 9, type: 'int' },
  { header: c.tomador, width: 32, type: 'text' },
  { header: c.document, width: 20, type: 'text' },
  { header: c.value, width: 14, type: 'money' },
  { header: c.status, width: 18, type: 'text' },
  { header: c.environment, width: 13, type: 'text' },
  { header: c.accessKey, width: 52, type: 'text' },
];
const TOMADOR = 5;
const VALUE = 7;

/** A totals line: its label in the Tomador column, its value in Valor. */
const totalsLine = (label: string, cents: number): StreamCell[] => nfseExportColumns.map((_, i) => (i === TOMADOR ? label : i === VALUE ? cents : null));

type Snapshot = { ids: string[]; count: number; valueCents: number; authorisedCount: number; authorisedValueCents: number };

/**
 * The ids in the list's order and the totals, in one statement: the rows written and the totals
 * under them are the same set, whatever is issued meanwhile. Stops one past the bound; the window
 * sums run before the limit, so `count` is every match.
 */
async function snapshot(db: Db, agencyId: string, q: NfseExportQuery, max: number): Promise<Snapshot> {
  const rows = await db
    .select({
      id: nfseDocuments.id,
      count: sql<number>`(count(*) over ())::int`,
      value: sql<string>`(sum(${nfseDocuments.honorariosCents}) over ())::text`,
      authorisedCount: sql<number>`(count(*) filter (where ${nfseDocuments.status} = 'autorizada') over ())::int`,
      authorisedValue: sql<string>`coalesce(sum(${nfseDocuments.honorariosCents}) filter (where ${nfseDocuments.status} = 'autorizada') over (), 0)::text`,
    })
    .from(nfseDocuments)
    .where(nfseListWhere(agencyId, q))
    .orderBy(...nfseListOrder(q))
    .limit(max + 1);
  const first = rows[0];
  return {
    ids: rows.map((r) => r.id),
    count: Number(first?.count ?? 0),
    valueCents: Number(first?.value ?? 0),
    authorisedCount: Number(first?.authorisedCount ?? 0),
    authorisedValueCents: Number(first?.authorisedValue ?? 0),
  };
}

/** One batch of rows, by id, put back in the snapshot's order. */
async function batchRows(db: Db, agencyId: string, ids: string[]): Promise<StreamCell[][]> {
  const found = await db
    .select({
      id: nfseDocuments.id,
      createdAt: nfseDocuments.createdAt,
      competence: nfseDocuments.competence,
      nfseNumber: nfseDocuments.nfseNumber,
      series: nfseDocuments.series,
      number: nfseDocuments.number,
      serviceNumber: services.number,
      tomadorName: nfseDocuments.tomadorName,
      tomadorDocument: nfseDocuments.tomadorDocument,
      honorariosCents: nfseDocuments.honorariosCents,
      status: nfseDocuments.status,
      rejectionCode: nfseDocuments.rejectionCode,
      environment: nfseDocuments.environment,
      accessKey: nfseDocuments.accessKey,
    })
    .from(nfseDocuments)
    .innerJoin(services, and(eq(services.agencyId, nfseDocuments.agencyId), eq(services.id, nfseDocuments.serviceId)))
    .where(and(eq(nfseDocuments.agencyId, agencyId), inArray(nfseDocuments.id, ids)));
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const status = nfseStatusLabels[r.status as NfseStatus] ?? r.status;
    return [
      [
        // The day it was issued in Brasília, as the screen shows it.
        todayIso(r.createdAt),
        r.competence,
        r.nfseNumber ?? '',
        `${r.series}/${r.number}`,
        r.serviceNumber,
        r.tomadorName,
        displayCpfOrCnpj(r.tomadorDocument),
        r.honorariosCents,
        r.rejectionCode ? `${status} (${r.rejectionCode})` : status,
        x.environments[r.environment as keyof typeof x.environments] ?? r.environment,
        r.accessKey ?? '',
      ],
    ];
  });
}

/** The rows in batches, each handed on before the next is read, with a turn of the event loop between. */
async function* rowsOf(db: Db, agencyId: string, ids: string[]): AsyncGenerator<StreamCell[][]> {
  for (let i = 0; i < ids.length; i += BATCH) {
    if (i) await nextTurn();
    yield await batchRows(db, agencyId, ids.slice(i, i + BATCH));
  }
}

/** "Competência: 01/2026 · Situação: Autorizada": what the file holds, under its title and in the audit. */
const filterText = (q: NfseExportQuery) =>
  x.filterLine(l.basisLabels[q.by], q.month ? displayNfseMonth(q.month) : x.everyMonth, q.status ? nfseStatusLabels[q.status] : x.everyStatus);

async function exportPdf(db: Db, agencyId: string, q: NfseExportQuery, snap: Snapshot, totals: StreamCell[][]): Promise<Buffer> {
  const rows: StreamCell[][] = [];
  for await (const batch of rowsOf(db, agencyId, snap.ids)) rows.push(...batch);
  const cols = nfseExportColumns;
  const body = [
    ...rows.map((row) => row.map((v, i) => tabularCell(v, cols[i]!.type))),
    ...totals.map((row) => row.map((v, i) => tabularCell(v, cols[i]!.type, true))),
  ];
  const content: Content[] = [
    agencyHeading(await loadAgency(db, agencyId)),
    { text: x.title, style: 'title' },
    { text: filterText(q), style: 'small', margin: [0, 0, 0, 8] },
    {
      table: {
        headerRows: 1,
        widths: cols.map((col) => (col.header === c.tomador ? '*' : 'auto')),
        body: [cols.map((col) => tabularHeader(col.header, col.type)), ...body],
      },
      layout: 'lightHorizontalLines',
      fontSize: 7,
    },
  ];
  return renderPdf(content, { title: x.title, landscape: true });
}

/**
 * Every NFS-e the filters match (404 when none, 422 above the format's bound), audited before the
 * file is written, as a Buffer with its type and name.
 */
export async function exportNfseList(db: Db, actor: TenantActor, q: NfseExportQuery, ip: string) {
  const max = q.format === 'pdf' ? NFSE_PDF_EXPORT_MAX : NFSE_EXPORT_MAX;
  const snap = await snapshot(db, actor.agencyId, q, max);
  if (!snap.count) throw notFound(m.exportEmpty);
  if (snap.count > max) throw tooLargeToExport('NFSE_EXPORT_TOO_LARGE', q.format === 'pdf' ? m.pdfTooMany(snap.count) : m.exportTooMany(snap.count));
  await recordActorAudit(db, actor, {
    action: 'exported',
    entity: 'nfse',
    summary: `Exportou a lista de notas fiscais em ${q.format.toUpperCase()} (${filterText(q)}; ${snap.count} ${snap.count === 1 ? 'nota' : 'notas'})`,
    ip,
  });
  const authorised = totalsLine(x.authorisedLine(snap.authorisedCount), snap.authorisedValueCents);
  const total = totalsLine(x.totalLine(snap.count), snap.valueCents);
  let body: Buffer;
  if (q.format === 'pdf') body = await exportPdf(db, actor.agencyId, q, snap, [authorised, total]);
  else {
    const writer = q.format === 'csv' ? await csvStreamWriter(nfseExportColumns) : await xlsxStreamWriter(nfseExportColumns, x.sheet);
    for await (const batch of rowsOf(db, actor.agencyId, snap.ids)) await writer.write(batch);
    await writer.write([authorised]);
    body = await writer.finish(total);
  }
  const name = ['notas-fiscais', q.by, q.month || 'todos-os-meses', q.status].filter(Boolean).join('-');
  return { body, contentType: reportContentTypes[q.format], fileName: `${name}.${q.format}` };
}
