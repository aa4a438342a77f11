import fs from 'node:fs';
import { Readable } from 'node:stream';
import { importMessages } from '@despacha/domain/imports/messages';
import { ImportFileError, MAX_CELLS_PER_ROW, type RawRow, type TableLimits } from './table.ts';
import type { ZipEntry } from './zip-entry.ts';

// The first worksheet of an XLSX, streamed with exceljs's WorkbookReader (its zip is checked by
// zip-guard.ts first). Cells become the text a user would type: a formula's cached value (never
// the formula), a date as dd/mm/aaaa, a number with '.' as decimal separator and no exponent.

/** Characters of cell text read from one sheet, all rows together: past it, the sheet is a bomb. */
const MAX_SHEET_CHARS = 512 * 1024 * 1024;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date from exceljs holds the spreadsheet's wall-clock time in UTC. */
export function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  // A time of day alone (serial < 1) is 1899-12-30 plus the time: show the time.
  if (date.getTime() < Date.UTC(1899, 11, 31) && date.getTime() >= Date.UTC(1899, 11, 30)) {
    const seconds = date.getUTCSeconds();
    return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}${seconds ? `:${pad(seconds)}` : ''}`;
  }
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** Digits with '.' as decimal separator, never an exponent, at Excel's 15 significant digits. */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  // 15 significant digits, as Excel keeps and shows them: 0.1 + 0.2 saved as 0.30000000000000004 is 0.3.
  const rounded = Number(n.toPrecision(15));
  const text = String(rounded);
  if (!text.includes('e')) return text;
  if (Number.isInteger(rounded)) return BigInt(rounded).toString();
  return rounded.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** exceljs's own test for a date number format (its utils.isDateFmt), for formula results. */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  const bare = format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhMsb]+/.test(bare);
}

const excelDate = (serial: number) => new Date(Math.round((serial - 25569) * 86_400_000));

/** The text of a cell value as exceljs's streaming reader gives it. */
export function cellText(value: unknown, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'VERDADEIRO' : 'FALSO';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('error' in v) return ''; // #N/A, #DIV/0!…
    if (Array.isArray(v.richText)) return v.richText.map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : '')).join('');
    if ('formula' in v || 'sharedFormula' in v) {
      // The value Excel computed and saved with the file; a formula never saved with one is blank.
      const result = v.result;
      if (typeof result === 'number' && isDateFormat(numFmt)) return Number.isFinite(result) ? dateText(excelDate(result)) : '';
      if (result !== null && typeof result === 'object' && !(result instanceof Date) && 'error' in result) return '';
      return cellText(result, numFmt);
    }
    if ('text' in v) return cellText(v.text, numFmt); // a hyperlink: its text
  }
  return '';
}

type ExcelCell = { value: unknown; numFmt?: string };
type ExcelRow = { number: number; eachCell(callback: (cell: ExcelCell, column: number) => void): void };

/**
 * The parts exceljs must have read before a worksheet to parse it as it streams by; when one
 * comes after the sheets in the zip (Excel writes sharedStrings.xml and styles.xml after them),
 * or is missing (no sharedStrings.xml when every string is inline), exceljs copies each sheet to a
 * temporary file first, left behind if the reading stops early (a preview of 50 rows).
 */
const READ_FIRST = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/sharedStrings.xml'];
/** Empty stand-ins for the parts above that a workbook may lack. */
const STAND_INS: Record<string, string> = {
  'xl/_rels/workbook.xml.rels': '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'xl/sharedStrings.xml': '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};

/** The first worksheet: xl/worksheets/sheet1.xml in files from Excel and LibreOffice, which number them in tab order. */
export function firstSheet(entries: ZipEntry[]): ZipEntry | undefined {
  let first: { entry: ZipEntry; n: number } | undefined;
  for (const entry of entries) {
    const match = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(entry.name);
    if (match && (!first || Number(match[1]) < first.n)) first = { entry, n: Number(match[1]) };
  }
  return first?.entry;
}

/** A zip record holding `text` uncompressed (method 0; unzipper checks no CRC). */
function storedRecord(name: string, text: string): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const data = Buffer.from(text, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, data]);
}

/**
 * The zip as exceljs should see it: the records it needs first, then the first worksheet alone,
 * then an empty end record. Each record is copied byte for byte from the file (zip-guard.ts has
 * checked and measured them), so nothing is held in memory and no temporary file is written.
 */
async function* sheetFirstZip(filePath: string, entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const sheet = firstSheet(entries);
  for (const entry of [...READ_FIRST.map((name) => byName.get(name) ?? name), sheet]) {
    if (entry === undefined) continue;
    if (typeof entry === 'string') {
      const standIn = STAND_INS[entry];
      if (standIn) yield storedRecord(entry, standIn);
      continue;
    }
    for await (const chunk of fs.createReadStream(filePath, { start: entry.localOffset, end: entry.blockEnd - 1 })) {
      yield chunk as Buffer;
    }
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  yield end;
}

/** The rows of the first worksheet, cells as text, blank rows included, width as stored. */
export async function* readXlsxRows(filePath: string, entries: ZipEntry[], limits: Pick<TableLimits, 'maxCellChars'>): AsyncGenerator<RawRow> {
  // exceljs is some 400 modules: loaded by the first import, not by every start (decision 011).
  const { default: ExcelJS } = await import('exceljs');
  const input = Readable.from(sheetFirstZip(filePath, entries), { objectMode: false });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  let sheetChars = 0;
  let lastLine = 0;
  let failed: unknown;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<unknown>) {
        const { number, eachCell } = row as ExcelRow;
        const line = Number.isInteger(number) && number > lastLine ? number : lastLine + 1;
        lastLine = line;
        const cells: string[] = [];
        let tooLong = false;
        eachCell.call(row, (cell, column) => {
          if (column > MAX_CELLS_PER_ROW) return;
          const text = cellText(cell.value, cell.numFmt).trim();
          if (text.length > limits.maxCellChars) tooLong = true;
          sheetChars += text.length;
          while (cells.length < column - 1) cells.push('');
          cells[column - 1] = text;
        });
        if (tooLong) throw new ImportFileError(importMessages.cellTooLong(line));
        if (sheetChars > MAX_SHEET_CHARS) throw new ImportFileError(importMessages.zipBomb);
        yield { line, cells };
      }
      break; // the first worksheet only
    }
  } catch (error) {
    failed = error;
  } finally {
    input.destroy();
  }
  if (failed instanceof ImportFileError) throw failed;
  // exceljs's unzip and XML errors: the zip passed zip-guard.ts, so its content is damaged.
  if (failed !== undefined) throw new ImportFileError(importMessages.corrupt, { cause: failed });
}
