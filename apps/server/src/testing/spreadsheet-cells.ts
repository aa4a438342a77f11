import zlib from 'node:zlib';

// The cells of an exported file as a spreadsheet program sees them, for the formula-injection test
// (issue 32 item 1): a ';' CSV, an XLSX, or a ZIP holding either. Written by hand rather than with
// the product's own writers or exceljs, so a bug in those cannot hide itself here.

export type SheetCell = {
  /** The file, or the ZIP entry, it came from. */
  part: string;
  text: string;
  /** XLSX only: what the cell is typed as ('s' or 'inlineStr' for text, 'n' for a number...). */
  type?: string;
  /** XLSX only: the cell holds a formula. */
  formula?: boolean;
};

/** The entries of a ZIP, from its central directory (stored or deflated). */
export function zipEntries(file: Buffer): Map<string, Buffer> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (file.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const method = file.readUInt16LE(at + 10);
    const compressed = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const local = file.readUInt32LE(at + 42);
    const dataAt = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(dataAt, dataAt + compressed);
    entries.set(name, method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}

/** The fields of a ';' CSV with "quoted" fields, as a spreadsheet splits them (BOM dropped). */
export function csvFields(text: string): string[] {
  const source = text.replace(/^\uFEFF/, '');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let pending = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    pending = true;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') field += source[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';' || c === '\n' || (c === '\r' && source[i + 1] === '\n')) {
      fields.push(field);
      field = '';
      if (c === '\r') i++;
      pending = c === ';';
    } else field += c;
  }
  if (pending) fields.push(field);
  return fields;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (xml: string) =>
  xml
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
      name[0] === '#' ? String.fromCodePoint(Number(name[1]!.toLowerCase() === 'x' ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name] ?? whole),
    )
    // Excel's own escape for characters XML cannot carry (_x000D_ is a carriage return).
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
/** The text of every <t> inside a fragment: a plain string or the runs of a rich one. */
const runsOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => xmlText(m[1]!)).join('');

/** Every cell of every sheet of an XLSX, with its type and whether it is a formula. */
export function xlsxCells(file: Buffer, part: string): SheetCell[] {
  const entries = zipEntries(file);
  const shared = [...(entries.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => runsOf(m[1]!));
  const cells: SheetCell[] = [];
  for (const [name, data] of entries) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    for (const m of data.toString('utf8').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const type = /\bt="(\w+)"/.exec(m[1]!)?.[1] ?? 'n';
      const inner = m[2] ?? '';
      const value = xmlText(/<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? '');
      const text = type === 's' ? (shared[Number(value)] ?? '') : type === 'inlineStr' ? runsOf(inner) : value;
      cells.push({ part: `${part}!${name}`, text, type, formula: /<f[\s>/]/.test(inner) });
    }
  }
  // A link to another workbook or a DDE server runs something on open whatever the cells hold.
  for (const name of entries.keys())
    if (/externalLink|ddeLink/i.test(name)) cells.push({ part: `${part}!${name}`, text: name, type: 'externalLink', formula: true });
  return cells;
}

/** The cells of a CSV, XLSX or ZIP of them; other files (a PDF inside a ZIP) have none. */
export function sheetCellsOf(file: Buffer, name: string): SheetCell[] {
  if (/\.csv$/i.test(name)) return csvFields(file.toString('utf8')).map((text) => ({ part: name, text }));
  if (/\.xlsx$/i.test(name)) return xlsxCells(file, name);
  if (/\.zip$/i.test(name)) return [...zipEntries(file)].flatMap(([entry, data]) => sheetCellsOf(data, `${name}/${entry}`));
  return [];
}

/**
 * What Excel or LibreOffice would run, restated here rather than imported so a change to
 * lib/spreadsheet-text.ts is tested: CSV text starting with = + - @, a tab or a CR (a plain
 * number, negative ones included, is a number); in an XLSX a formula, or trigger text in a cell
 * typed neither as text nor as a number. A text cell of an XLSX is shown as written, never run.
 */
export function isLive(cell: SheetCell): boolean {
  const trigger = /^[=+\-@\t\r]/.test(cell.text) && !/^-\d+(?:[.,]\d+)?$/.test(cell.text);
  if (cell.type === undefined) return trigger;
  return cell.formula === true || (trigger && !['s', 'inlineStr', 'n'].includes(cell.type));
}
