import type { Column, Content, CustomTableLayout, Size } from 'pdfmake/interfaces';
import { placeAndDateText } from './phrases.ts';

// The pieces every printed document is made of (request forms, the forms library, receipts).
// A4 minus the 40 pt margins of renderPdf leaves 515 pt of width.
export const PAGE_WIDTH = 515;
export type Margin = [number, number, number, number];

/**
 * The custom table layouts, by name: a document crosses to a PDF worker as data, so it names its
 * layout and the worker (engine.ts) registers these functions with pdfmake.
 */
export const tableLayouts = {
  boxed: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#555555', vLineColor: () => '#555555' },
  banner: { hLineWidth: () => 2, vLineWidth: () => 2 },
} satisfies Record<string, CustomTableLayout>;
export const boxed: keyof typeof tableLayouts = 'boxed';

/** The document title under the agency heading, with an optional line of explanation. */
export function documentTitle(title: string, subtitle?: string): Content[] {
  return [
    { text: title.toUpperCase(), style: 'title', margin: [0, 4, 0, subtitle ? 2 : 10] },
    ...(subtitle ? [{ text: subtitle, alignment: 'center' as const, fontSize: 9, margin: [0, 0, 0, 10] as Margin }] : []),
  ];
}

/** A shaded band naming the block that follows. */
export function sectionTitle(title: string): Content {
  return {
    table: { widths: ['*'], body: [[{ text: title.toUpperCase(), bold: true, fontSize: 9, fillColor: '#e6e6e6' }]] },
    layout: boxed,
    margin: [0, 8, 0, 0],
  };
}

/** Justified body text; `handwritten` leaves room to write on its blanks and keeps them left-aligned. */
export function paragraph(text: string | Content[], options: { margin?: Margin; fontSize?: number; bold?: boolean; handwritten?: boolean } = {}): Content {
  const { margin = [0, 6, 0, 4], fontSize = 9.5, bold = false, handwritten = false } = options;
  return { text, margin, lineHeight: handwritten ? 2 : 1.25, alignment: handwritten ? 'left' : 'justify', fontSize, bold };
}

/** A framed declaration: the statement, then the legal text it quotes in small print. */
export function declarationBox(statement: string, legalText?: string): Content {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: statement, fontSize: 9.5, bold: true, lineHeight: 1.2 },
              ...(legalText ? [{ text: legalText, fontSize: 7.5, color: '#333333', margin: [0, 4, 0, 0] as Margin, lineHeight: 1.15 }] : []),
            ],
            margin: [4, 4, 4, 4] as Margin,
          },
        ],
      ],
    },
    layout: boxed,
    margin: [0, 10, 0, 0],
  };
}

export function bulletList(items: readonly string[]): Content {
  return { ul: [...items], fontSize: 10, lineHeight: 1.3, margin: [6, 6, 0, 6] };
}

/** Blank lines to write on by hand; text given is written over the first lines instead. */
export function writingLines(count: number, text?: string): Content {
  const lines: Content[] = [];
  if (text?.trim()) lines.push({ text, margin: [0, 4, 0, 2], lineHeight: 1.3 });
  for (let i = 0; i < count; i++) lines.push({ canvas: [{ type: 'line', x1: 0, y1: 16, x2: PAGE_WIDTH, y2: 16, lineWidth: 0.4, lineColor: '#777777' }] });
  return { stack: lines, margin: [0, 2, 0, 6] };
}

/** A fixed-width column (a `columns` entry takes a width; a bare canvas does not). */
function checkbox(checked: boolean): Column {
  const size = 8;
  const cross = checked
    ? [
        { type: 'line' as const, x1: 1.5, y1: 2.5, x2: size - 1.5, y2: size + 0.5, lineWidth: 1 },
        { type: 'line' as const, x1: size - 1.5, y1: 2.5, x2: 1.5, y2: size + 0.5, lineWidth: 1 },
      ]
    : [];
  return { canvas: [{ type: 'rect', x: 0, y: 1, w: size, h: size, lineWidth: 0.6 }, ...cross], width: 12 };
}

/** Checkboxes in `columns`, ticked when they apply (unticked on a blank form). */
export function checkList(items: readonly { label: string; checked?: boolean }[], columns = 2): Content {
  const rows: Content[] = [];
  for (let i = 0; i < items.length; i += columns) {
    const slice = items.slice(i, i + columns);
    rows.push({
      columns: Array.from({ length: columns }, (_, j) => {
        const item = slice[j];
        return item ? { columns: [checkbox(Boolean(item.checked)), { text: item.label, fontSize: 9 }], columnGap: 2 } : { text: '' };
      }),
      columnGap: 10,
      margin: [0, 2, 0, 2],
    });
  }
  return { stack: rows, margin: [2, 4, 0, 2] };
}

/**
 * The one place-and-date line of every document: "Rio de Janeiro, 29 de novembro de 2026." from a
 * dd/mm/aaaa or ISO date; without a place or a date, blank lines to fill by hand.
 */
export function placeAndDate(place: string, date?: string): Content {
  return { text: placeAndDateText(place, date), margin: [0, 16, 0, 0] };
}

/** Signature lines side by side, each with its caption underneath. */
export function signatureLines(captions: readonly string[]): Content {
  const gap = 30;
  const width = Math.min(230, (PAGE_WIDTH - gap * (captions.length - 1)) / captions.length);
  return {
    columns: captions.map((caption) => ({
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.5 }] },
        { text: caption, alignment: 'center', fontSize: 9, margin: [0, 3, 0, 0] as Margin },
      ],
      width,
    })),
    columnGap: gap,
    margin: [captions.length === 1 ? (PAGE_WIDTH - width) / 2 : 0, 36, 0, 0],
    unbreakable: true,
  };
}

/** A table with a header row and its rows (blank ones to fill by hand). */
export function ruledTable(headers: readonly string[], rows: readonly string[][], widths: Size[], rowHeight = 14): Content {
  const pad = (rowHeight - 10) / 2;
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        headers.map((h) => ({ text: h, bold: true, fontSize: 8, fillColor: '#e6e6e6' })),
        ...rows.map((r) => r.map((c) => ({ text: c || ' ', fontSize: 9, margin: [0, pad, 0, pad] as Margin }))),
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
      body: [
        [
          {
            stack: [
              { text, fontSize: 26, bold: true, alignment: 'center' },
              ...(sub ? [{ text: sub, fontSize: 12, alignment: 'center' as const, margin: [0, 4, 0, 0] as Margin }] : []),
            ],
            margin: [0, 14, 0, 14],
          },
        ],
      ],
    },
    layout: 'banner' satisfies keyof typeof tableLayouts,
    margin: [0, 4, 0, 10],
  };
}
