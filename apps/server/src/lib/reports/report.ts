/** A tabular report any screen can build once and export as PDF, XLSX or CSV (lib/reports/export.ts). */
export type CellType = 'text' | 'int' | 'money' | 'date' | 'percent';
export type ReportColumn = { header: string; width: number; type: CellType };
export type Report = { kind: string; title: string; from: string; to: string; columns: ReportColumn[]; rows: (string | number)[][] };

/** A column of a streamed export (lib/reports/stream-export.ts). */
export type StreamColumn = { header: string; width: number; type: CellType };
export type StreamCell = string | number | null;

export interface ReportStreamWriter {
  /** Appends rows in column order; resolves once they are taken (serialised, or queued a little). */
  write(rows: readonly StreamCell[][]): Promise<void>;
  /** Writes the closing totals row (bold in XLSX) and returns the whole file. */
  finish(totals: StreamCell[] | null): Promise<Buffer>;
}
