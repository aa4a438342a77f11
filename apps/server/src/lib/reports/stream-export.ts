import type { ReportStreamWriter, StreamCell, StreamColumn } from './report.ts';
import { csvCell, textOf } from './export.ts';
import { xlsxThreadWriter } from './sheet-thread.ts';

// Writers that take a report's rows in batches and never hold more than one batch of them: the
// reports of an agency (issue 15) reach 100,000 rows. Only the finished file is kept in memory
// (a compressed XLSX of 100,000 rows is a few MB), because storage takes a whole Buffer.

export type { ReportStreamWriter, StreamCell, StreamColumn } from './report.ts';

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
 * An XLSX file as xlsx-file.ts writes it, written by the sheet worker (sheet-thread.ts): building
 * the XML of 10,000 rows took some 150 ms of the main thread, which PGlite's queries need.
 */
export const xlsxStreamWriter = xlsxThreadWriter;
