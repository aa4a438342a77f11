import type { Writable } from 'node:stream';
import type { CellType } from './report.ts';
import { xlsxNumFmt } from './export.ts';
import { ZipWriter } from './zip-writer.ts';

// A streaming XLSX writer of our own (decision 026): one sheet of typed cells, written row batch
// by row batch into a zip whose compression runs off the main thread. exceljs spent most of an
// export's CPU on its cell objects and style hashing; a report's sheet is a fixed shape that
// string templates per column write directly.

export type XlsxColumn = { header: string; width: number; type: CellType };
export type XlsxCell = string | number | null;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel's limit for a cell's text. */
const CELL_TEXT_MAX = 32_767;
/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EPOCH_SERIAL = 25_569;
const DAY_MS = 86_400_000;
/**
 * zlib's level for the sheet. Measured on 100,000 rows (73 MB of XML): level 1 0.7 s of CPU and
 * 8.7 MB, level 3 1.0 s and 7.7 MB, level 6 1.3 s and 6.8 MB. 3 keeps files below exceljs's
 * (8.4 MB) for little CPU.
 */
const XLSX_LEVEL = 3;

// Characters XML 1.0 forbids (controls other than tab and line breaks, U+FFFE/U+FFFF, unpaired
// surrogates): a parser rejects the whole file for one of them, so they are dropped.
// oxlint-disable-next-line no-control-regex -- XML 1.0 forbids these control characters: they are what it finds
const INVALID_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// oxlint-disable-next-line no-control-regex -- the same control characters, found before any work
const NEEDS_WORK = /[&<>"_\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text safe inside an element or a double-quoted attribute. */
export function xmlEscape(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return (
    text
      .replace(INVALID_XML, '')
      .replace(/[&<>"]/g, (c) => ENTITIES[c]!)
      // Excel reads _xHHHH_ in a cell as an escaped character: a literal one is escaped itself.
      .replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_')
  );
}

/** A sheet name Excel accepts: at most 31 characters, none of \ / ? * [ ] :, no quote at its ends. */
export function sheetNameOf(name: string): string {
  const clean = [...name.replace(INVALID_XML, '').replace(/[\\/?*[\]:]/g, ' ')]
    .slice(0, 31)
    .join('')
    .replace(/^'+|'+$/g, '')
    .trim();
  return clean || 'Planilha';
}

/** A, B, ... Z, AA, AB, ... */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

// Styles: 0 plain, 1 bold, then for each number format a plain and a bold one. Custom formats are
// numbered from 164 (below are Excel's built-in ones).
const formatted = (Object.keys(xlsxNumFmt) as CellType[]).filter((t) => xlsxNumFmt[t]);
const styleOf = (type: CellType, bold: boolean) => {
  const k = formatted.indexOf(type);
  return k < 0 ? (bold ? 1 : 0) : 2 + 2 * k + (bold ? 1 : 0);
};

function stylesXml(): string {
  const numFmts = formatted.map((t, k) => `<numFmt numFmtId="${164 + k}" formatCode="${xmlEscape(xlsxNumFmt[t]!)}"/>`).join('');
  const xf = (numFmtId: number, bold: boolean) =>
    `<xf numFmtId="${numFmtId}" fontId="${bold ? 1 : 0}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${bold ? ' applyFont="1"' : ''}/>`;
  const xfs = [xf(0, false), xf(0, true), ...formatted.flatMap((_, k) => [xf(164 + k, false), xf(164 + k, true)])];
  const font = (bold: boolean) => `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="${formatted.length}">${numFmts}</numFmts>` +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
  );
}

const packageParts = (sheetName: string) => ({
  '[Content_Types].xml':
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>',
  '_rels/.rels':
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>',
  'docProps/core.xml':
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:creator>Despacha</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}</dcterms:created></cp:coreProperties>`,
  'xl/workbook.xml':
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${xmlEscape(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels':
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml': stylesXml(),
});

/** An inline text cell; leading or trailing spaces kept (XML would trim them otherwise). */
function textCell(ref: string, style: number, value: string): string {
  const text = xmlEscape(value.length > CELL_TEXT_MAX ? value.slice(0, CELL_TEXT_MAX) : value);
  const spaced = text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;
  // Style 0 is every cell's default: not written, some 6 bytes less per text cell to compress.
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${spaced ? ' xml:space="preserve"' : ''}>${text}</t></is></c>`;
}

/**
 * One function per column and weight writing a cell of its type: money a number of reais, dates
 * serial days with the date format, counts numbers, text an inline string (never a formula, so
 * "=HYPERLINK(...)" stays the name it is). A value that is not what its column says becomes text.
 */
function cellWriters(columns: readonly XlsxColumn[], bold: boolean) {
  const serials = new Map<string, string>();
  const serialOf = (day: string) => {
    let s = serials.get(day);
    if (s === undefined) {
      const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) : NaN;
      const serial = ms / DAY_MS + EPOCH_SERIAL;
      s = serial >= 1 ? String(serial) : '';
      if (serials.size > 10_000) serials.clear();
      serials.set(day, s);
    }
    return s;
  };
  return columns.map((c, i) => {
    const letters = columnLetters(i);
    const style = styleOf(c.type, bold);
    const text = styleOf('text', bold);
    const number = (row: number, n: number, raw: string | number) =>
      Number.isFinite(n) ? `<c r="${letters}${row}" s="${style}"><v>${n}</v></c>` : textCell(`${letters}${row}`, text, String(raw));
    if (c.type === 'money') return (row: number, v: string | number) => number(row, Number(v) / 100, v);
    if (c.type === 'int' || c.type === 'percent') return (row: number, v: string | number) => number(row, Number(v), v);
    if (c.type === 'date')
      return (row: number, v: string | number) => {
        const serial = serialOf(String(v));
        return serial ? `<c r="${letters}${row}" s="${style}"><v>${serial}</v></c>` : textCell(`${letters}${row}`, text, String(v));
      };
    return (row: number, v: string | number) => textCell(`${letters}${row}`, style, String(v));
  });
}

export interface XlsxSheetWriter {
  /** Appends rows in column order; resolves once zlib has taken them (or has room for them). */
  write(rows: readonly (readonly XlsxCell[])[]): Promise<void>;
  /** Writes the bold closing row, if any, then the rest of the file. The destination stays open. */
  finish(totals: readonly XlsxCell[] | null): Promise<void>;
}

/**
 * Starts an XLSX file on `out`: the package's small parts, then the sheet's head with the bold
 * header row frozen at the top and the column widths. `level` is zlib's compression level.
 */
export async function xlsxSheetWriter(out: Writable, columns: readonly XlsxColumn[], sheetName: string, level = XLSX_LEVEL): Promise<XlsxSheetWriter> {
  const zip = new ZipWriter(out, level);
  for (const [name, xml] of Object.entries(packageParts(sheetName))) await zip.add(name, xml);
  const sheet = await zip.stream('xl/worksheets/sheet1.xml');
  const plain = cellWriters(columns, false);
  const strong = cellWriters(columns, true);
  let rowNumber = 1;
  const rowXml = (row: readonly XlsxCell[], cells: typeof plain) => {
    const r = ++rowNumber;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < cells.length; i++) {
      const v = row[i];
      if (v !== null && v !== undefined && v !== '') xml += cells[i]!(r, v);
    }
    return `${xml}</row>`;
  };
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  const header = columns.map((c, i) => textCell(`${columnLetters(i)}1`, styleOf('text', true), c.header)).join('');
  await sheet.write(
    Buffer.from(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
        `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData><row r="1">${header}</row>`,
      'utf8',
    ),
  );
  return {
    async write(rows) {
      if (!rows.length) return;
      let xml = '';
      for (const row of rows) xml += rowXml(row, plain);
      await sheet.write(Buffer.from(xml, 'utf8'));
    },
    async finish(totals) {
      await sheet.write(Buffer.from(`${totals ? rowXml(totals, strong) : ''}</sheetData></worksheet>`, 'utf8'));
      await sheet.end();
      await zip.finish();
    },
  };
}
