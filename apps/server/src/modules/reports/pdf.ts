import type { Content, TableCell } from 'pdfmake/interfaces';
import { reportKindOptions, type ReportKind } from '@despacha/domain/reports/kinds';
import { reportKindDefinitions } from '@despacha/domain/reports/kinds';
import { reportMessages as m } from '@despacha/domain/reports/messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { labelOf } from '@despacha/domain/options/option';
import { agencyHeading, renderPdf, type AgencyHeading } from '../../lib/pdf/render.ts';
import type { ReportColumnDef } from './columns.ts';

// The PDF of a report: A4 landscape (fourteen columns), the agency's letterhead, the report's
// definition and filters, the table with its header on every page, and the totals row.

type Cell = string | number | null;
const numeric = (c: ReportColumnDef) => c.type === 'money' || c.type === 'int';

function text(v: Cell, c: ReportColumnDef): string {
  if (v === null || v === '') return '';
  if (c.type === 'money') return formatMoney(Number(v));
  if (c.type === 'date') return formatBrDate(String(v));
  if (c.type === 'int') return Number(v).toLocaleString('pt-BR');
  return String(v);
}

export function reportPdfDocument(o: {
  agency: AgencyHeading;
  kind: ReportKind;
  filtersLabel: string;
  columns: readonly ReportColumnDef[];
  rows: readonly Cell[][];
  totals: Cell[];
}): Promise<Buffer> {
  const title = `Relatório ${labelOf(reportKindOptions, o.kind, o.kind)}`;
  const cell = (v: Cell, c: ReportColumnDef, bold = false): TableCell => ({ text: text(v, c), alignment: numeric(c) ? 'right' : 'left', bold, noWrap: c.type !== 'text' });
  const header: TableCell[] = o.columns.map((c) => ({ text: c.header, bold: true, alignment: numeric(c) ? 'right' : 'left' }));
  const body = o.rows.map((row) => row.map((v, i) => cell(v, o.columns[i]!)));
  const content: Content[] = [
    agencyHeading(o.agency),
    { text: title, style: 'title', margin: [0, 0, 0, 4] },
    { text: reportKindDefinitions[o.kind], style: 'small' },
    { text: o.filtersLabel, style: 'small', margin: [0, 0, 0, 8] },
    o.rows.length
      ? {
          table: {
            headerRows: 1,
            widths: o.columns.map((c) => (c.type === 'text' && c.width >= 20 ? '*' : 'auto')),
            body: [header, ...body, o.totals.map((v, i) => cell(v, o.columns[i]!, true))],
          },
          layout: 'lightHorizontalLines',
          fontSize: 7,
        }
      : { text: m.emptyPeriod },
  ];
  return renderPdf(content, { title, landscape: true });
}
