import { eq } from 'drizzle-orm';
import type { CaixaExportQuery, CaixaResponse } from '@despacha/domain/contracts/caixa';
import { CAIXA_EXPORT_ENTRIES_MAX, CAIXA_PDF_ENTRIES_MAX, caixaColumns as c, caixaMessages as m } from '@despacha/domain/caixa/messages';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import { tooLargeToExport } from '../../lib/http-error.ts';
import { reportContentTypes, reportCsv } from '../../lib/reports/export.ts';
import { xlsxStreamWriter } from '../../lib/reports/stream-export.ts';
import type { Report } from '../../lib/reports/report.ts';
import { buildCaixa } from './build-caixa.ts';
import { caixaPdf } from './caixa-pdf.ts';
import { nextTurn } from '../../lib/event-loop.ts';

const columns: Report['columns'] = [
  { header: c.date, width: 11, type: 'date' },
  { header: c.time, width: 7, type: 'text' },
  { header: c.service, width: 9, type: 'int' },
  { header: c.owner, width: 28, type: 'text' },
  { header: c.description, width: 32, type: 'text' },
  { header: c.method, width: 14, type: 'text' },
  { header: `${c.in} (R$)`, width: 14, type: 'money' },
  { header: `${c.out} (R$)`, width: 14, type: 'money' },
  { header: `${c.balance} (R$)`, width: 15, type: 'money' },
  { header: c.who, width: 22, type: 'text' },
];

/** A line that is not an entry: a balance, a subtotal or a total, named in the description column. */
const line = (date: string, label: string, inCents: number | '', outCents: number | '', balance: number | '') => [
  date,
  '',
  '',
  '',
  label,
  '',
  inCents,
  outCents,
  balance,
  '',
];

/** The caixa as one table: opening balance, each day's entries and subtotal, the totals, the closing balance. */
export function caixaReport(caixa: CaixaResponse): Report {
  const rows: Report['rows'] = [line(caixa.from, m.opening, '', '', caixa.openingCents)];
  for (const day of caixa.days) {
    for (const e of day.entries)
      rows.push([e.date, e.time, e.serviceNumber, e.ownerName, e.description, e.methodLabel, e.inCents || '', e.outCents || '', e.balanceCents ?? '', e.who]);
    rows.push(line(day.date, m.daySubtotal(day.date), day.inCents, day.outCents, day.closingCents));
  }
  rows.push(line(caixa.to, m.periodTotal, caixa.inCents, caixa.outCents, ''));
  for (const t of caixa.byMethod) if (t.inCents || t.outCents) rows.push(line('', m.methodTotal(t.label), t.inCents, t.outCents, t.netCents));
  rows.push(line(caixa.to, m.closing, '', '', caixa.closingCents));
  return { kind: 'caixa', title: m.title, from: caixa.from, to: caixa.to, columns, rows };
}

const fileNameOf = (report: Report, format: string) => `${report.kind}-${report.from}-a-${report.to}.${format}`;
const XLSX_BATCH = 500;

/**
 * The sheet worker writes the XML (lib/reports/sheet-thread.ts); the rows go to it in batches,
 * with a turn of the event loop between them, rather than cloned all at once.
 */
async function caixaXlsx(report: Report) {
  const writer = await xlsxStreamWriter(report.columns, report.title);
  for (let i = 0; i < report.rows.length; i += XLSX_BATCH) {
    await writer.write(report.rows.slice(i, i + XLSX_BATCH));
    await nextTurn();
  }
  const body = await writer.finish(null);
  return { body, contentType: reportContentTypes.xlsx, fileName: fileNameOf(report, 'xlsx') };
}

/** The period's caixa as PDF, XLSX or CSV, every entry in it (a period too large is refused, not cut). */
export async function exportCaixa(db: Db, agencyId: string, q: CaixaExportQuery) {
  const max = q.format === 'pdf' ? CAIXA_PDF_ENTRIES_MAX : CAIXA_EXPORT_ENTRIES_MAX;
  const [caixa, agency] = await Promise.all([
    // One page as large as the format takes: the whole period, or more entries than it may hold.
    buildCaixa(db, agencyId, q, { page: 1, pageSize: max }),
    db.query.agencies.findFirst({
      columns: { name: true, cnpj: true, phone: true, email: true, address: true, city: true, state: true },
      where: eq(agencies.id, agencyId),
    }),
  ]);
  if (caixa.entryCount > max) throw tooLargeToExport('CAIXA_TOO_LARGE', q.format === 'pdf' ? m.pdfTooManyEntries : m.tooManyEntries);
  const report = caixaReport(caixa);
  if (q.format === 'xlsx') return caixaXlsx(report);
  // The caller's own agency: it exists while its member is signed in.
  const body = q.format === 'pdf' ? await caixaPdf(report, agency!) : reportCsv(report);
  return { body, contentType: reportContentTypes[q.format], fileName: fileNameOf(report, q.format) };
}
