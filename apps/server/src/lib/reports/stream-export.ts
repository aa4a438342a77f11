import { Writable } from 'node:stream';
import type { CellType } from './report.ts';
import { csvCell, textOf } from './export.ts';
import { xlsxSheetWriter } from './xlsx-writer.ts';

// Writers that take a report's rows in batches and never hold more than one batch of them: the
// reports of an agency (issue 15) reach 100,000 rows. Only the finished file is kept in memory
// (a compressed XLSX of 100,000 rows is a few MB), because storage takes a whole Buffer.

export type StreamColumn = { header: string; width: number; type: CellType };
export type StreamCell = string | number | null;

export interface ReportStreamWriter {
  /** Appends rows in column order; resolves once they are serialised. */
  write(rows: readonly StreamCell[][]): Promise<void>;
  /** Writes the closing totals row (bold in XLSX) and returns the whole file. */
  finish(totals: StreamCell[] | null): Promise<Buffer>;
}

/**
 * A destination keeping what is written as one Buffer. Zlib's pieces are views of its 16 kB output
 * buffers: they are copied together every megabyte rather than kept as they come.
 */
function bufferSink() {
  const parts: Buffer[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const compact = () => {
    if (pending.length) parts.push(Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  const sink = new Writable({
    highWaterMark: 1 << 20,
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= 1 << 20) compact();
      done();
    },
  });
  return {
    sink,
    buffer: () => {
      compact();
      return Buffer.concat(parts);
    },
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
 * Typed cells as reportXlsx writes them (money a number of reais in R$ format, dates real dates,
 * text a text cell, never read as a formula), a frozen bold header and a bold totals row, written
 * by lib/reports/xlsx-writer.ts: memory stays flat whatever the row count.
 */
export async function xlsxStreamWriter(columns: readonly StreamColumn[], sheetName: string): Promise<ReportStreamWriter> {
  const { sink, buffer } = bufferSink();
  const sheet = await xlsxSheetWriter(sink, columns, sheetName);
  return {
    write: (rows) => sheet.write(rows),
    async finish(totals) {
      await sheet.finish(totals);
      await new Promise((resolve) => sink.end(resolve));
      return buffer();
    },
  };
}
