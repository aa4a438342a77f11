import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CellType } from './report.ts';
import { csvCell, textOf, xlsxNumFmt, xlsxValue } from './export.ts';

// Writers that take a report's rows in batches and never hold more than one batch of them: the
// reports of an agency (issue 15) reach 100,000 rows. Only the finished file is kept in memory
// (a compressed XLSX of 100,000 rows is a few MB), because storage takes a whole Buffer.

/** Uncompressed sheet XML allowed to wait for the zip. */
const ZIP_BACKLOG_BYTES = 4 << 20;

export type StreamColumn = { header: string; width: number; type: CellType };
export type StreamCell = string | number | null;

export interface ReportStreamWriter {
  /** Appends rows in column order; resolves once they are serialised. */
  write(rows: readonly StreamCell[][]): Promise<void>;
  /** Writes the closing totals row (bold in XLSX) and returns the whole file. */
  finish(totals: StreamCell[] | null): Promise<Buffer>;
}

/**
 * The zip's output as one Buffer. Its chunks are small views of larger buffers (zlib's, archiver's):
 * kept as they come, 6 MB of file held some 45 MB. They are copied together every megabyte.
 */
function collect(stream: PassThrough): () => Buffer {
  const parts: Buffer[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const compact = () => {
    if (pending.length) parts.push(Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  stream.on('data', (c: Buffer) => {
    pending.push(c);
    pendingBytes += c.length;
    if (pendingBytes >= 1 << 20) compact();
  });
  return () => {
    compact();
    return Buffer.concat(parts);
  };
}

/** UTF-8 with BOM and ';', the cells written as export.ts writes them (formulas neutralised). */
export function csvStreamWriter(columns: readonly StreamColumn[]): ReportStreamWriter {
  const parts: Buffer[] = [Buffer.from(`\uFEFF${columns.map((c) => csvCell(c.header)).join(';')}\r\n`, 'utf8')];
  const line = (row: readonly StreamCell[]) => row.map((v, i) => csvCell(v === null ? '' : textOf(v, columns[i]!.type))).join(';');
  return {
    async write(rows) {
      if (rows.length) parts.push(Buffer.from(`${rows.map(line).join('\r\n')}\r\n`, 'utf8'));
    },
    async finish(totals) {
      if (totals) parts.push(Buffer.from(`${line(totals)}\r\n`, 'utf8'));
      return Buffer.concat(parts);
    },
  };
}

/**
 * exceljs's streaming workbook: each row is committed (serialised and zipped) as it is added, so
 * memory stays flat whatever the row count. Typed cells as reportXlsx writes them: money a number
 * of reais in R$ format, dates real dates, text a text cell (never read as a formula).
 */
export async function xlsxStreamWriter(columns: readonly StreamColumn[], sheetName: string): Promise<ReportStreamWriter> {
  // exceljs is some 400 modules: loaded by the first export, not by every start (decision 011).
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const file = collect(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Despacha';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  // One style object per column, shared by all its cells: exceljs remembers a style object's id
  // (a WeakMap), where a style made per cell is hashed again for every cell: measured on 20,000
  // rows, 935 ms of CPU became 400 ms.
  const styleOf = (bold: boolean) => columns.map((c) => ({ ...(xlsxNumFmt[c.type] ? { numFmt: xlsxNumFmt[c.type] } : {}), ...(bold ? { font: { bold: true } } : {}) }));
  const plain = styleOf(false);
  const strong = styleOf(true);
  const header = sheet.addRow(columns.map((c) => c.header));
  header.eachCell((cell) => (cell.style = { font: { bold: true } }));
  header.commit();
  const add = (row: readonly StreamCell[], bold = false) => {
    const styles = bold ? strong : plain;
    const added = sheet.addRow(row.map((v, i) => (v === null || v === '' ? null : xlsxValue(v, columns[i]!.type))));
    added.eachCell((cell, n) => (cell.style = styles[n - 1] as typeof cell.style));
    added.commit();
  };
  // exceljs hands the sheet's XML to the zip without waiting for it (a stream it writes into
  // regardless of backpressure): rows made faster than zlib compresses them piled up, the whole
  // uncompressed sheet at worst (52 MB of 100,000 rows). A batch that finds more than 4 MB waiting
  // waits (up to 2 s) for the zip to take it; below that, writing and compressing overlap. The
  // stream is exceljs's own (not public): without it, no wait.
  type ZipInput = Writable & { _writableState?: { length: number } };
  const sheetStream = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream;
  const backlog = () => sheetStream?.pipes?.[0]?._writableState?.length ?? 0;
  const caughtUp = async () => {
    const zipInput = sheetStream?.pipes?.[0];
    for (let waited = 0; zipInput && backlog() > ZIP_BACKLOG_BYTES && waited < 400; waited++) {
      const stop = new AbortController();
      await Promise.race([once(zipInput, 'drain', { signal: stop.signal }).catch(() => {}), sleep(5)]);
      stop.abort();
    }
  };
  return {
    async write(rows) {
      for (const row of rows) add(row);
      await caughtUp();
    },
    async finish(totals) {
      if (totals) add(totals, true);
      sheet.commit();
      await workbook.commit();
      return file();
    },
  };
}
