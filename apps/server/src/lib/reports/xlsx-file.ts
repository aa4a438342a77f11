import { Writable } from 'node:stream';
import type { ReportStreamWriter, StreamColumn } from './report.ts';
import { xlsxSheetWriter } from './xlsx-writer.ts';

// An XLSX file written batch by batch into memory, in the thread that calls it: the sheet worker
// (sheet-worker.ts) runs it for every export, so the server's main thread never builds the XML.

/**
 * A destination keeping what is written as one Buffer. Zlib's pieces are views of its output
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

/**
 * Typed cells as reportXlsx writes them (money a number of reais in R$ format, dates real dates,
 * text a text cell, never read as a formula), a frozen bold header and a bold totals row, written
 * by xlsx-writer.ts: memory stays flat whatever the row count.
 */
export async function xlsxFileWriter(columns: readonly StreamColumn[], sheetName: string): Promise<ReportStreamWriter> {
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
