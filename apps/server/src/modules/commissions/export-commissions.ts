import { eq } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { CommissionStatement } from '@despacha/domain/commissions/contracts';
import { commissionDirectionLabel } from '@despacha/domain/commissions/options';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import { agencyHeading, renderPdf, type AgencyHeading } from '../../lib/pdf/render.ts';
import { tabularCell, tabularHeader } from '../../lib/pdf/tabular.ts';
import { reportContentTypes, reportCsv, type ReportFormat } from '../../lib/reports/export.ts';
import { xlsxStreamWriter } from '../../lib/reports/stream-export.ts';
import type { Report } from '../../lib/reports/report.ts';
import { buildStatement, type PeriodInput } from './build-statement.ts';
import { nextTurn } from '../../lib/event-loop.ts';

const c = m.columns;
const columns: Report['columns'] = [
  { header: c.number, width: 8, type: 'int' },
  { header: c.date, width: 11, type: 'date' },
  { header: c.plate, width: 10, type: 'text' },
  { header: c.service, width: 24, type: 'text' },
  { header: c.owner, width: 28, type: 'text' },
  { header: `${c.honorarios} (R$)`, width: 14, type: 'money' },
  { header: c.rule, width: 20, type: 'text' },
  { header: `${c.commission} (R$)`, width: 14, type: 'money' },
  { header: c.situation, width: 18, type: 'text' },
];

/** A totals line, named in the service column. */
const line = (label: string, honorarios: number | '', commission: number | '') => ['', '', '', label, '', honorarios, '', commission, ''];

/** The statement as one table: a line per service, then the totals (settled and open apart). */
export function commissionReport(s: CommissionStatement): Report {
  const settledAs = s.direction === 'receive' ? m.received : m.paid;
  const rows: Report['rows'] = s.rows.map((r) => [
    r.number,
    r.date,
    r.placa,
    r.servicoLabel,
    r.ownerName,
    r.honorariosCents,
    r.ruleText,
    r.commissionCents,
    r.settledOn ? settledAs(formatBrDate(r.settledOn)) : m.unpaid,
  ]);
  rows.push(line(m.totals.honorarios, s.totals.honorariosCents, ''));
  rows.push(line(m.totals.commission, '', s.totals.commissionCents));
  rows.push(line(m.totals.settled, '', s.totals.settledCents));
  rows.push(line(m.totals.open, '', s.totals.openCents));
  return { kind: 'comissoes', title: m.statementTitle, from: s.from, to: s.to, columns, rows };
}

/** "Auto Center Barra Ltda." → "auto-center-barra-ltda": the file name's part, ASCII for every browser. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'origem';

/** The statement on A4 landscape under the agency's letterhead; rendered by the PDF worker pool (decision 008). */
function commissionPdf(s: CommissionStatement, report: Report, agency: AgencyHeading): Promise<Buffer> {
  const title = m.statementOf(s.origin.nomeEmpresa, formatBrDate(s.from), formatBrDate(s.to));
  const summaryFrom = s.rows.length;
  const header = report.columns.map((col) => tabularHeader(col.header, col.type));
  const body = report.rows.map((row, i) => row.map((v, j) => tabularCell(v, report.columns[j]!.type, i >= summaryFrom)));
  const content: Content[] = [
    { text: title, style: 'title' },
    { text: commissionDirectionLabel(s.direction), style: 'small', margin: [0, 0, 0, 8] },
    s.rows.length
      ? {
          table: { headerRows: 1, widths: report.columns.map((col) => (col.type === 'text' && col.width > 12 ? '*' : 'auto')), body: [header, ...body] },
          layout: 'lightHorizontalLines',
          fontSize: 8,
        }
      : { text: m.noServices },
  ];
  return renderPdf([agencyHeading(agency), ...content], { title, landscape: true });
}

const XLSX_BATCH = 500;

/** The sheet in batches with a turn of the event loop between them, as the caixa's: thousands of rows in one go would hold other requests. */
async function commissionXlsx(report: Report): Promise<Buffer> {
  const writer = await xlsxStreamWriter(report.columns, report.title);
  for (let i = 0; i < report.rows.length; i += XLSX_BATCH) {
    await writer.write(report.rows.slice(i, i + XLSX_BATCH));
    await nextTurn();
  }
  return writer.finish(null);
}

/** The statement as PDF, XLSX or CSV (at most COMMISSION_ROWS_MAX services: a larger period is refused, not cut). */
export async function exportCommissions(db: Db, agencyId: string, q: { originId: string; format: ReportFormat } & PeriodInput) {
  const [statement, agency] = await Promise.all([
    buildStatement(db, agencyId, q),
    db.query.agencies.findFirst({
      columns: { name: true, cnpj: true, phone: true, email: true, address: true, city: true, state: true },
      where: eq(agencies.id, agencyId),
    }),
  ]);
  const report = commissionReport(statement);
  const body = q.format === 'pdf' ? await commissionPdf(statement, report, agency!) : q.format === 'xlsx' ? await commissionXlsx(report) : reportCsv(report);
  return {
    body,
    contentType: reportContentTypes[q.format],
    fileName: `comissoes-${slug(statement.origin.nomeEmpresa)}-${statement.from}-a-${statement.to}.${q.format}`,
  };
}
