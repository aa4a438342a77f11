import { nextTurn } from '../../lib/event-loop.ts';
import { IMPORT_LIMITS } from '@despacha/domain/imports/field-keys';
import { importMessages } from '@despacha/domain/imports/messages';

// What the CSV and XLSX readers have in common: the error they throw, the shape of a table, and
// the step that turns a reader's raw rows into headers and data rows (blank rows skipped, widths
// evened out, the row limit counted).

/** A file the import refuses; `message` is one of `importMessages`' texts, shown to the user as is. */
export class ImportFileError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ImportFileError';
  }
}

export type TableRow = {
  /** 1-based row number as the user sees it: the row in Excel, the record in a CSV (header = 1). */
  line: number;
  cells: string[];
};

export type OpenedTable = {
  /** 'despacha-export': the ZIP of a Despacha agency's full export (export-archive.ts). */
  format: 'csv' | 'xlsx' | 'despacha-export';
  encoding?: 'utf-8' | 'windows-1252';
  delimiter?: ',' | ';' | '\t';
  headers: string[];
  /**
   * The data rows after the header, blank rows skipped, each with exactly `headers.length` cells.
   * Iterable once. Throws ImportFileError while iterating (too many rows, a cell too long, NUL bytes).
   */
  rows: AsyncIterable<TableRow>;
  /**
   * Ends a reading of `rows` left unfinished (a `for await` that breaks or throws does it by
   * itself). openTable keeps no file open: a caller that only wants `headers` needs no close.
   */
  close(): Promise<void>;
};

export type ReadTableOptions = {
  /** Data rows accepted (IMPORT_LIMITS.rows); lowered by tests. */
  maxRows?: number;
  maxColumns?: number;
  maxCellChars?: number;
};

export type TableLimits = Required<ReadTableOptions>;

export const tableLimits = (options: ReadTableOptions = {}): TableLimits => ({
  maxRows: options.maxRows ?? IMPORT_LIMITS.rows,
  maxColumns: options.maxColumns ?? IMPORT_LIMITS.columns,
  maxCellChars: options.maxCellChars ?? IMPORT_LIMITS.cellChars,
});

/** Excel's own column limit: a row with more cells than this is not a spreadsheet row. */
export const MAX_CELLS_PER_ROW = 16_384;

/** Rows handed over between two turns of the event loop. */
const ROWS_PER_TURN = 2_000;

/** A row as a reader gives it: cells trimmed, blank rows included, any width. */
export type RawRow = TableRow;

const isBlank = (cells: string[]) => cells.every((cell) => cell === '');

function fitWidth(cells: string[], width: number): string[] {
  if (cells.length > width) return cells.slice(0, width);
  while (cells.length < width) cells.push('');
  return cells;
}

/**
 * Reads the header (the first non-blank row) and the first data row up front, so that an empty,
 * header-only or too-wide file is refused by `openTable` itself, and lets the file go: a caller
 * that wants the headers only leaves nothing open. `rows` reads the file again from the start
 * (`open` makes a new reader each time), which costs the few rows above the first data row, and
 * for an XLSX its shared strings once more.
 */
export async function shapeTable(open: () => AsyncGenerator<RawRow>, limits: TableLimits): Promise<Pick<OpenedTable, 'headers' | 'rows' | 'close'>> {
  const raw = open();
  let header: RawRow | undefined;
  let headers: string[] = [];
  let headerLine = 0;
  try {
    for (let next = await raw.next(); !next.done; next = await raw.next()) {
      if (!isBlank(next.value.cells)) {
        header = next.value;
        break;
      }
    }
    if (!header) throw new ImportFileError(importMessages.empty);
    headerLine = header.line;
    headers = [...header.cells];
    // Trailing empty header cells are formatting ("a;b;;;" from Excel), not columns.
    while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
    if (headers.length > limits.maxColumns) throw new ImportFileError(importMessages.tooManyColumns);
    let hasData = false;
    for (let next = await raw.next(); !next.done; next = await raw.next()) {
      if (!isBlank(fitWidth(next.value.cells, headers.length))) {
        hasData = true;
        break;
      }
    }
    if (!hasData) throw new ImportFileError(importMessages.headerOnly);
  } finally {
    await raw.return(undefined);
  }
  const width = headers.length;

  async function* rows(): AsyncGenerator<TableRow> {
    const reading = open();
    try {
      let count = 0;
      for await (const row of { [Symbol.asyncIterator]: () => reading }) {
        if (row.line <= headerLine) continue;
        const cells = fitWidth(row.cells, width);
        if (isBlank(cells)) continue;
        count += 1;
        if (count > limits.maxRows) throw new ImportFileError(importMessages.tooManyRows);
        if (count % ROWS_PER_TURN === 0) await nextTurn();
        yield { line: row.line, cells };
      }
    } finally {
      await reading.return(undefined);
    }
  }
  const iterable = rows();
  return {
    headers,
    rows: iterable,
    close: async () => {
      await iterable.return(undefined);
    },
  };
}
