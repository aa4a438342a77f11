import type { Content } from 'pdfmake/interfaces';
import { reportKindOptions, type ReportKind } from '@despacha/domain/reports/kinds';
import { reportKindDefinitions } from '@despacha/domain/reports/kinds';
import { reportMessages as m } from '@despacha/domain/reports/messages';
import { labelOf } from '@despacha/domain/options/option';
import { agencyHeading, renderPdf, type AgencyHeading } from '../../lib/pdf/render.ts';
import { tabularCell, tabularHeader } from '../../lib/pdf/tabular.ts';
import type { ReportColumnDef } from './columns.ts';

// The PDF of a report: A4 landscape (fourteen columns), the agency's letterhead, the report's
// definition and filters, the table with its header on every page, and the totals row.

type Cell = string | number | null;

export function reportPdfDocument(o: {
  agency: AgencyHeading;
  kind: ReportKind;
  filtersLabel: string;
  columns: readonly ReportColumnDef[];
  rows: readonly Cell[][];
  totals: Cell[];
}): Promise<Buffer> {
  const title = `Relatório ${labelOf(reportKindOptions, o.kind, o.kind)}`;
  const header = o.columns.map((c) => tabularHeader(c.header, c.type));
  const body = o.rows.map((row) => row.map((v, i) => tabularCell(v, o.columns[i]!.type)));
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
            body: [header, ...body, o.totals.map((v, i) => tabularCell(v, o.columns[i]!.type, true))],
          },
          layout: 'lightHorizontalLines',
          fontSize: 7,
        }
      : { text: m.emptyPeriod },
  ];
  return renderPdf(content, { title, landscape: true });
}
