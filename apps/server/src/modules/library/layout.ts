import type { Column, Content, ContentTable, TableCell } from 'pdfmake/interfaces';
import { formatBrDate } from '@despacha/domain/validators/date';
import { agencyHeading, renderPdf, type AgencyHeading } from '../../lib/pdf.ts';

// The few shapes every library document is made of: boxed fields with a small label (blank
// when printed for filling by hand), checkboxes, writing lines, place/date and signatures.

export type Field = { label: string; value?: string | null; width?: number | '*' };

const PAGE_WIDTH = 515; // A4 width minus the 40 pt margins of renderPdf
const boxed = { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#555555', vLineColor: () => '#555555' };

/** The document title under the agency heading, with an optional line of explanation. */
export function heading(title: string, subtitle?: string): Content[] {
  return [{ text: title.toUpperCase(), style: 'title', margin: [0, 6, 0, subtitle ? 2 : 12] }, ...(subtitle ? [{ text: subtitle, alignment: 'center' as const, fontSize: 9, margin: [0, 0, 0, 12] as [number, number, number, number] }] : [])];
}

/** A shaded band naming the block that follows. */
export function section(title: string): Content {
  return {
    table: { widths: ['*'], body: [[{ text: title.toUpperCase(), bold: true, fontSize: 9, fillColor: '#e6e6e6' }]] },
    layout: boxed,
    margin: [0, 8, 0, 0],
  };
}

function fieldCell({ label, value }: Field, minHeight: number): TableCell {
  return {
    stack: [
      { text: label, fontSize: 7, color: '#444444' },
      { text: value?.trim() ? value : ' ', fontSize: 10, margin: [0, 2, 0, 0] },
    ],
    margin: [2, 1, 2, minHeight],
  };
}

/** Rows of boxed fields; each row a table so the widths can differ from row to row. */
export function fields(rows: Field[][], minHeight = 2): Content {
  return {
    stack: rows.map(
      (row): ContentTable => ({
        table: { widths: row.map((f) => f.width ?? '*'), body: [row.map((f) => fieldCell(f, minHeight))] },
        layout: boxed,
        margin: [0, -0.5, 0, 0],
      }),
    ),
  };
}

function box(checked: boolean): Column {
  const size = 8;
  const mark = checked
    ? [
        { type: 'line' as const, x1: 1.5, y1: 1.5, x2: size - 1.5, y2: size - 0.5, lineWidth: 1 },
        { type: 'line' as const, x1: size - 1.5, y1: 1.5, x2: 1.5, y2: size - 0.5, lineWidth: 1 },
      ]
    : [];
  return { canvas: [{ type: 'rect', x: 0, y: 0.5, w: size, h: size, lineWidth: 0.6 }, ...mark], width: 12 };
}

/** Checkboxes in columns; `checked` marks the ones that apply (prefilled documents). */
export function checks(options: { label: string; checked?: boolean }[], columns = 2): Content {
  const rows: Content[] = [];
  for (let i = 0; i < options.length; i += columns) {
    const slice = options.slice(i, i + columns);
    rows.push({
      columns: Array.from({ length: columns }, (_, j) => {
        const o = slice[j];
        return o ? { columns: [box(Boolean(o.checked)), { text: o.label, fontSize: 9 }], columnGap: 2 } : { text: '' };
      }),
      columnGap: 10,
      margin: [0, 2, 0, 2],
    });
  }
  return { stack: rows, margin: [0, 4, 0, 4] };
}

/** Blank lines to write on by hand; text given is written over the first lines instead. */
export function writingLines(count: number, text?: string): Content {
  const lines: Content[] = [];
  if (text?.trim()) lines.push({ text, margin: [0, 4, 0, 2], lineHeight: 1.3 });
  for (let i = 0; i < count; i++) lines.push({ canvas: [{ type: 'line', x1: 0, y1: 16, x2: PAGE_WIDTH, y2: 16, lineWidth: 0.4, lineColor: '#777777' }] });
  return { stack: lines, margin: [0, 2, 0, 6] };
}

/** Justified body text; `handwritten` leaves room to write on its blanks and keeps them left-aligned. */
export function paragraph(text: string | Content[], margin: [number, number, number, number] = [0, 6, 0, 6], handwritten = false): Content {
  return { text: text as string, margin, lineHeight: handwritten ? 2 : 1.3, alignment: handwritten ? 'left' : 'justify' };
}

/** "Rio de Janeiro, 05/03/2026." or a blank date line to fill by hand. */
export function placeAndDate(city: string | null, dateIso?: string | null): Content {
  const place = city?.trim() || 'Rio de Janeiro';
  const date = dateIso ? formatBrDate(dateIso) : '_____ de ____________________ de ________';
  return { text: `${place}, ${date}.`, margin: [0, 16, 0, 0] };
}

/** Signature lines side by side, each with its caption underneath. */
export function signatures(captions: string[]): Content {
  const width = Math.min(230, (PAGE_WIDTH - 20 * (captions.length - 1)) / captions.length);
  return {
    columns: captions.map((caption) => ({
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.5 }] },
        { text: caption, alignment: 'center', fontSize: 9, margin: [0, 3, 0, 0] },
      ],
      width,
    })),
    columnGap: 20,
    margin: [captions.length === 1 ? (PAGE_WIDTH - width) / 2 : 0, 42, 0, 0],
  };
}

/** A table with a header row and `rows` lines (blank ones to fill by hand). */
export function grid(headers: string[], rows: string[][], widths: (number | '*')[], rowHeight = 14): Content {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        headers.map((h) => ({ text: h, bold: true, fontSize: 8, fillColor: '#e6e6e6' })),
        ...rows.map((r) => r.map((c) => ({ text: c || ' ', fontSize: 9, margin: [0, (rowHeight - 10) / 2, 0, (rowHeight - 10) / 2] as [number, number, number, number] }))),
      ],
    },
    layout: boxed,
    margin: [0, 6, 0, 6],
  };
}

/** A very large framed text, for the front of a process folder. */
export function banner(text: string, sub?: string): Content {
  return {
    table: {
      widths: ['*'],
      body: [[{ stack: [{ text, fontSize: 26, bold: true, alignment: 'center' }, ...(sub ? [{ text: sub, fontSize: 12, alignment: 'center' as const, margin: [0, 4, 0, 0] as [number, number, number, number] }] : [])], margin: [0, 14, 0, 14] }]],
    },
    layout: { hLineWidth: () => 2, vLineWidth: () => 2 },
    margin: [0, 4, 0, 10],
  };
}

/** Agency heading, the document's content, A4: one call per library document. */
export function libraryDocument(agency: AgencyHeading, title: string, body: Content[]): Promise<Buffer> {
  return renderPdf([agencyHeading(agency), ...body], { title });
}
