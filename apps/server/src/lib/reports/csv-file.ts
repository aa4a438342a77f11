import type { ReportStreamWriter, StreamCell, StreamColumn } from './report.ts';
import { csvCell, textOf } from './export.ts';

// A CSV file written batch by batch into memory, in the thread that calls it: the sheet worker
// (sheet-worker.ts) runs it for every export, as it does the XLSX files.

/** UTF-8 with BOM and ';', the cells written as export.ts writes them (formulas neutralised). */
export function csvFileWriter(columns: readonly StreamColumn[]): ReportStreamWriter {
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
