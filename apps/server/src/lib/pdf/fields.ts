import type { Content, ContentTable, Size, TableCell } from 'pdfmake/interfaces';
import { boxed, type Margin } from './layout.ts';

// Boxed fields with a small label. An empty value keeps room to write by hand, so the same
// layout serves the filled and the blank document.

export type Field = { label: string; value?: string | null };
/** A field of `fieldGrid`: `span` columns of the grid (2 unless said). */
export type GridField = Field & { span?: number };
/** A field of `fieldRows`: a width in points, or a share of what the row has left. */
export type RowField = Field & { width?: Size };

/** `bottom` pads under the value; by default a blank box gets a little more room for the pen. */
function fieldCell({ label, value }: Field, bottom?: number) {
  const filled = Boolean(value?.trim());
  return {
    stack: [
      { text: label, fontSize: 7, color: '#444444' },
      { text: filled ? value! : ' ', fontSize: 10, margin: [0, 1, 0, 0] as Margin },
    ],
    margin: [2, 1, 2, bottom ?? (filled ? 1 : 4)] as Margin,
  };
}

/** Fields packed into rows of `columns` equal units, the printed request forms' grid. */
export function fieldGrid(fields: readonly GridField[], columns = 4): Content {
  const body: TableCell[][] = [];
  let row: TableCell[] = [];
  let last: { colSpan: number } | null = null;
  let used = 0;
  // The row's last field stretches over the units the next field did not fit in.
  const closeRow = () => {
    if (!last) return;
    for (; used < columns; used++) {
      last.colSpan += 1;
      row.push({});
    }
    body.push(row);
    row = [];
    last = null;
    used = 0;
  };
  for (const field of fields) {
    const span = Math.min(Math.max(field.span ?? 2, 1), columns);
    if (used + span > columns) closeRow();
    const cell = { colSpan: span, ...fieldCell(field) };
    row.push(cell);
    last = cell;
    for (let i = 1; i < span; i++) row.push({});
    used += span;
  }
  closeRow();
  // One table per grid (not one per line): far fewer layout passes for pdfmake.
  return { table: { widths: Array.from({ length: columns }, () => '*'), body }, layout: boxed, margin: [0, -0.5, 0, 0] };
}

/** Rows of fields, each row a table so that the widths can differ from row to row. */
export function fieldRows(rows: readonly (readonly RowField[])[], bottom = 2): Content {
  return {
    stack: rows.map((row): ContentTable => ({
      table: { widths: row.map((f) => f.width ?? '*'), body: [row.map((f) => fieldCell(f, bottom))] },
      layout: boxed,
      margin: [0, -0.5, 0, 0],
    })),
  };
}
