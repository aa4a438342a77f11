import type { Content } from 'pdfmake/interfaces';
import { caixaMessages as m } from '@despacha/domain/caixa/messages';
import { agencyHeading, renderPdf, type AgencyHeading } from '../../lib/pdf/render.ts';
import { tabularCell, tabularHeader } from '../../lib/pdf/tabular.ts';
import type { Report } from '../../lib/reports/report.ts';

/** Balances, subtotals and totals carry no time and no service: the entries always do. */
const isSummary = (row: Report['rows'][number]) => row[1] === '' && row[2] === '';

/**
 * The caixa on A4 landscape (ten columns) under the agency's letterhead (name, CNPJ, address,
 * contact): the spreadsheet exports' table, balances and subtotals in bold so the book reads by day.
 */
export function caixaPdf(report: Report, agency: AgencyHeading): Promise<Buffer> {
  const header = report.columns.map((c) => tabularHeader(c.header, c.type));
  const body = report.rows.map((row) => row.map((v, i) => tabularCell(v, report.columns[i]!.type, isSummary(row))));
  const content: Content[] = [
    { text: m.title, style: 'title' },
    { text: `Período: ${m.period(report.from, report.to)}`, style: 'small', margin: [0, 0, 0, 8] },
    {
      table: { headerRows: 1, widths: report.columns.map((c) => (c.type === 'text' && c.width > 10 ? '*' : 'auto')), body: [header, ...body] },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
  ];
  return renderPdf([agencyHeading(agency), ...content], { title: m.title, landscape: true });
}
