import type { StreamCell, StreamColumn } from './report.ts';

// What the main thread (sheet-thread.ts) and the sheet worker (sheet-worker.ts) say to each other.
// Each file has a number; its requests are answered one by one, in the order they were posted.

export type SheetRequest =
  | { file: number; op: 'open'; format: 'xlsx' | 'csv'; columns: readonly StreamColumn[]; sheetName: string }
  | { file: number; op: 'write'; rows: readonly StreamCell[][] }
  | { file: number; op: 'finish'; totals: StreamCell[] | null }
  /** The file was given up (its export failed): the worker forgets it, no answer. */
  | { file: number; op: 'drop' };

export type SheetAnswer = { file: number; ok: true; bytes?: ArrayBuffer } | { file: number; ok: false; error: string; name: string };
