import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { formatPhone } from '@despacha/domain/validators/phone';

// The standard PDF fonts need no files; WinAnsi covers Portuguese accents.
const helvetica = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
pdfmake.setFonts({ Helvetica: helvetica });
// Documents are built from our data only: no URL is fetched and no local file but these fonts is read.
const allowedLocal = new Set(Object.values(helvetica));
pdfmake.setUrlAccessPolicy(() => false);
(pdfmake as unknown as { setLocalAccessPolicy(cb: (p: string) => boolean): void }).setLocalAccessPolicy((p) => allowedLocal.has(p));

/**
 * pdfkit parses the text metrics (AFM) of each standard font again for every document: two
 * thirds of a one-page form's render time. They never change, so each font is parsed once and
 * its tables shared (pdfkit only reads them). Reached through pdfmake's own pdfkit instance.
 */
function parseStandardFontsOnce() {
  const pdfkitPath = createRequire(createRequire(import.meta.url).resolve('pdfmake')).resolve('pdfkit');
  const PDFDocument = createRequire(import.meta.url)(pdfkitPath) as new () => { font(name: string): { _font: { font: object } } };
  const afmFont = new PDFDocument().font('Helvetica')._font.font.constructor as { prototype: { parse(contents: string): void } };
  const parse = afmFont.prototype.parse;
  const parsed = new Map<string, Record<string, unknown>>();
  const tables = ['attributes', 'glyphWidths', 'boundingBoxes', 'kernPairs'] as const;
  afmFont.prototype.parse = function (this: Record<string, unknown>, contents: string) {
    let cached = parsed.get(contents);
    if (!cached) {
      parse.call(this, contents);
      cached = Object.fromEntries(tables.map((t) => [t, this[t]]));
      parsed.set(contents, cached);
    }
    Object.assign(this, cached);
  };
}
parseStandardFontsOnce();

export type AgencyHeading = { name: string; cnpj: string; phone: string | null; email: string; address: string | null; city: string | null; state: string | null };

/** The agency's letterhead that opens every document. */
export function agencyHeading(agency: AgencyHeading): Content {
  const place = [agency.address, [agency.city, agency.state].filter(Boolean).join('/')].filter(Boolean).join(' — ');
  const contact = [agency.phone ? formatPhone(agency.phone) : '', agency.email].filter(Boolean).join(' · ');
  return {
    stack: [
      { text: agency.name, style: 'agencyName' },
      { text: `CNPJ ${displayCnpj(agency.cnpj)}`, style: 'small' },
      ...(place ? [{ text: place, style: 'small' }] : []),
      ...(contact ? [{ text: contact, style: 'small' }] : []),
    ],
    margin: [0, 0, 0, 12],
  };
}

/** A4 with the house styles; every PDF the server makes goes through here. */
export async function renderPdf(content: Content[], info: { title: string }): Promise<Buffer> {
  const doc: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: info.title, creator: 'Despacha' },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: {
      agencyName: { fontSize: 14, bold: true },
      title: { fontSize: 13, bold: true, alignment: 'center', margin: [0, 6, 0, 12] },
      label: { bold: true },
      small: { fontSize: 8, color: '#444444' },
    },
    content,
  };
  return pdfmake.createPdf(doc).getBuffer();
}

// Layout pieces of the printed forms (request forms; the library may share them). A4 minus the
// 40 pt margins leaves 515 pt of width.
export const PAGE_WIDTH = 515;
type Margin = [number, number, number, number];
const boxed = { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#555555', vLineColor: () => '#555555' };

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

export type GridField = { label: string; value: string; span?: number };

/**
 * Boxed fields with a small label, packed into rows of `columns` units; an empty value keeps
 * room to write by hand, so the same layout serves the filled and the blank form.
 */
export function fieldGrid(fields: readonly GridField[], columns = 4): Content {
  const body: TableCell[][] = [];
  let row: TableCell[] = [];
  let last: { colSpan: number } | null = null;
  let used = 0;
  // The row's last field stretches over the units the next field did not fit in.
  const closeRow = () => {
    if (!last) return;
    for (; used < columns; used++) {
      last.colSpan += 1;
      row.push({});
    }
    body.push(row);
    row = [];
    last = null;
    used = 0;
  };
  for (const field of fields) {
    const span = Math.min(Math.max(field.span ?? 2, 1), columns);
    if (used + span > columns) closeRow();
    const filled = field.value.trim() !== '';
    const cell = {
      colSpan: span,
      stack: [
        { text: field.label, fontSize: 7, color: '#444444' },
        { text: filled ? field.value : ' ', fontSize: 10, margin: [0, 1, 0, 0] as Margin },
      ],
      margin: [2, 1, 2, filled ? 1 : 4] as Margin,
    };
    row.push(cell);
    last = cell;
    for (let i = 1; i < span; i++) row.push({});
    used += span;
  }
  closeRow();
  // One table per grid (not one per line): far fewer layout passes for pdfmake.
  return { table: { widths: Array.from({ length: columns }, () => '*'), body }, layout: boxed, margin: [0, -0.5, 0, 0] };
}

function checkbox(checked: boolean): Content {
  const size = 8;
  const cross = checked
    ? [
        { type: 'line' as const, x1: 1.5, y1: 2.5, x2: size - 1.5, y2: size + 0.5, lineWidth: 1 },
        { type: 'line' as const, x1: size - 1.5, y1: 2.5, x2: 1.5, y2: size + 0.5, lineWidth: 1 },
      ]
    : [];
  // A fixed-width column inside `columns`; the typings omit `width` on canvas nodes.
  return { canvas: [{ type: 'rect', x: 0, y: 1, w: size, h: size, lineWidth: 0.6 }, ...cross], width: 12 } as Content;
}

/** Checkboxes, one per line (or in `columns`), ticked when they apply. */
export function checkList(items: readonly { label: string; checked: boolean }[], columns = 1): Content {
  const rows: Content[] = [];
  for (let i = 0; i < items.length; i += columns) {
    const slice = items.slice(i, i + columns);
    rows.push({
      columns: Array.from({ length: columns }, (_, j) => {
        const item = slice[j];
        return item ? { columns: [checkbox(item.checked), { text: item.label, fontSize: 9 }], columnGap: 2 } : { text: '' };
      }),
      columnGap: 10,
      margin: [0, 2, 0, 2],
    });
  }
  return { stack: rows, margin: [2, 4, 0, 2] };
}

export function paragraph(text: string, options: { margin?: Margin; fontSize?: number; bold?: boolean } = {}): Content {
  return { text, margin: options.margin ?? [0, 6, 0, 4], lineHeight: 1.25, alignment: 'justify', fontSize: options.fontSize ?? 9.5, bold: options.bold ?? false };
}

/** A framed declaration: the statement, then the legal text it quotes in small print. */
export function declarationBox(statement: string, legalText?: string): Content {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [{ text: statement, fontSize: 9.5, bold: true, lineHeight: 1.2 }, ...(legalText ? [{ text: legalText, fontSize: 7.5, color: '#333333', margin: [0, 4, 0, 0] as Margin, lineHeight: 1.15 }] : [])],
            margin: [4, 4, 4, 4] as Margin,
          },
        ],
      ],
    },
    layout: boxed,
    margin: [0, 10, 0, 0],
  };
}

/** "Rio de Janeiro, 05/03/2026." or, without a date, a blank date line to fill by hand. */
export function placeAndDate(place: string, date?: string): Content {
  const when = date?.trim() ? date.trim() : '_____ de ____________________ de ________';
  return { text: `${place.trim() || '______________________________'}, ${when}.`, margin: [0, 16, 0, 0] };
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

export function bulletList(items: readonly string[]): Content {
  return { ul: [...items], fontSize: 10, lineHeight: 1.3, margin: [6, 6, 0, 6] };
}
