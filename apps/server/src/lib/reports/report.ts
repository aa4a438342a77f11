/** A tabular report any screen can build once and export as PDF, XLSX or CSV (lib/reports/export.ts). */
export type CellType = 'text' | 'int' | 'money' | 'date' | 'percent';
export type ReportColumn = { header: string; width: number; type: CellType };
export type Report = { kind: string; title: string; from: string; to: string; columns: ReportColumn[]; rows: (string | number)[][] };
