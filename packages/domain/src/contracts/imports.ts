import { z } from 'zod';
import { importFieldKeys, IMPORT_LIMITS } from '../imports/field-keys.ts';
import { importMessages as m } from '../imports/messages.ts';

// Importar dados (issue 33 part 1): an upload becomes an import run; its mapping is analysed over
// the whole file (a dry run: counts and the first rows as they will be saved), then imported as a
// job the user can follow and cancel.

export const importStatuses = ['uploaded', 'analysing', 'ready', 'running', 'done', 'cancelled', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** What a row does: creates a record, fills or overwrites an existing one, changes nothing, or is refused. */
export const importRowActions = ['create', 'update', 'skip', 'error'] as const;
export type ImportRowAction = (typeof importRowActions)[number];

/** One entry per column of the file, in the file's order: the field it fills, or null (ignored). */
export const importMapping = z
  .array(z.enum(importFieldKeys, { error: m.mappingInvalid }).nullable(), { error: m.mappingInvalid })
  .max(IMPORT_LIMITS.columns, m.mappingInvalid);
export type ImportMapping = z.infer<typeof importMapping>;

export const importAnalyseRequest = z.object({
  mapping: importMapping,
  /** "Sobrescrever": a matched record's filled fields are replaced too, not only its blank ones. */
  overwrite: z.boolean({ error: m.mappingInvalid }).optional().default(false),
});
export type ImportAnalyseRequest = z.input<typeof importAnalyseRequest>;

export type ImportCounts = { create: number; update: number; skip: number; error: number };

export type ImportRun = {
  id: string;
  fileName: string;
  status: ImportStatus;
  /** The file's header row as read. */
  headers: string[];
  mapping: ImportMapping;
  overwrite: boolean;
  /** Data rows in the file, known once the analysis has read it whole. */
  rowsTotal: number | null;
  /** Rows read by the running analysis or import. */
  rowsDone: number;
  /** The analysis's forecast while ready; what was done once running or finished. */
  counts: ImportCounts;
  /** Why a failed run failed, in pt-BR. */
  message: string | null;
  /** The rows refused by the import can be downloaded as XLSX with a column saying why. */
  errorFile: boolean;
  createdByName: string;
  createdAt: string;
  finishedAt: string | null;
};

/** A row of the preview: its line in the spreadsheet, what it will do, its values as they will be saved, the cells refused. */
export type ImportPreviewRow = {
  line: number;
  action: ImportRowAction;
  values: Partial<Record<(typeof importFieldKeys)[number], string>>;
  errors: Partial<Record<(typeof importFieldKeys)[number], string>>;
};

export type ImportPreview = { run: ImportRun; rows: ImportPreviewRow[] };
