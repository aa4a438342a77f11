import type { Option } from '../options/option.ts';

// The four reports of /reports (spec §2, issue 15): their values are URL segments and history
// records, so they never change. No zod here: the reports page imports these labels eagerly.

export const reportKinds = ['geral', 'dap', 'por-origem', '0km'] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportKindOptions = [
  { value: 'geral', label: 'GERAL' },
  { value: 'dap', label: 'DAP' },
  { value: 'por-origem', label: 'POR ORIGEM' },
  { value: '0km', label: '0KM' },
] as const satisfies readonly Option<ReportKind>[];

/** What each report lists, said on its tile and in the exported file (decision 026). */
export const reportKindDefinitions: Record<ReportKind, string> = {
  geral: 'Todos os serviços abertos no período, com proprietário, veículo, tipo de serviço, posição, status, datas e valores.',
  dap: 'Serviços abertos no período cuja capa do processo é DAP.',
  'por-origem': 'Serviços abertos no período agrupados por origem: quantos cada parceiro enviou, o total, o pago e o saldo.',
  '0km': 'Serviços de primeira licença (0 km) abertos no período.',
};

export const reportFormats = ['pdf', 'xlsx', 'csv'] as const;
export type ReportFileFormat = (typeof reportFormats)[number];
/** A run shown on screen only, or exported to a file. */
export const reportRunFormats = ['screen', ...reportFormats] as const;
export type ReportRunFormat = (typeof reportRunFormats)[number];

export const reportRunStatusOptions = [
  { value: 'running', label: 'Gerando' },
  { value: 'done', label: 'Concluído' },
  { value: 'failed', label: 'Falhou' },
] as const satisfies readonly Option[];
export type ReportRunStatus = (typeof reportRunStatusOptions)[number]['value'];

/** Rows a generation sends to the screen; the totals and the exports still cover every row. */
export const REPORT_SCREEN_ROWS_MAX = 2_000;
/** Rows one export writes at most: a period that opened more is refused (decision 026). */
export const REPORT_EXPORT_ROWS_MAX = 200_000;
/** The PDF is a table for reading, not a dump: more rows are refused with a hint to use XLSX/CSV. */
export const REPORT_PDF_ROWS_MAX = 5_000;
/** The longest period a report covers, in days (a leap year's). */
export const REPORT_PERIOD_DAYS_MAX = 366;
