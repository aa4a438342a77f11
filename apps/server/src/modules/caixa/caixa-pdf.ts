import type { Content, TableCell } from 'pdfmake/interfaces';
import { caixaMessages as m } from '@despacha/domain/caixa/messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { agencyHeading, renderPdf, type AgencyHeading } from '../../lib/pdf/render.ts';
import type { CellType, Report } from '../../lib/reports/report.ts';

const numeric = (t: CellType) => t === 'money' || t === 'int';

function cellText(value: string | number, type: CellType): string {
  if (value === '') return '';
  if (type === 'money') return formatMoney(Number(value));
  if (type === 'date') return formatBrDate(String(value));
  return String(value);
}

/** Balances, subtotals and totals carry no time and no service: the entries always do. */
const isSummary = (row: Report['rows'][number]) => row[1] === '' && row[2] === '';

/**
 * The caixa on A4 landscape (ten columns) under the agency's letterhead (name, CNPJ, address,
 * contact): the spreadsheet exports' table, balances and subtotals in bold so the book reads by day.
 */
export function caixaPdf(report: Report, agency: AgencyHeading): Promise<Buffer> {
  const header: TableCell[] = report.columns.map((c) => ({ text: c.header, bold: true, alignment: numeric(c.type) ? 'right' : 'left' }));
  const body: TableCell[][] = report.rows.map((row) =>
    row.map((v, i) => {
      const type = report.columns[i]!.type;
      return { text: cellText(v, type), alignment: numeric(type) ? 'right' : 'left', bold: isSummary(row) };
    }),
  );
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
