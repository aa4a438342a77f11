import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';

type Row = Record<string, unknown>;

export type RawColumns<T extends Table> = {
  /** The select list: every column of the table as `"<alias>"."<column>" as "<prefix><key>"`. */
  sql: string;
  /** The table's row, as drizzle's select would have returned it, from a row read with `sql`. */
  read(row: Row): InferSelectModel<T>;
  /** The name a column's value has in a row read with `sql` (to sort by it, or test an outer join). */
  as(key: keyof InferSelectModel<T> & string): string;
};

// What both drivers return for these types is already what drizzle's select returns: text, uuid
// and date-as-text as strings, integers as numbers, booleans, timestamptz as Date. A type outside
// this list would need its own conversion, so it is refused when the statement is built.
const SUPPORTED = new Set(['PgText', 'PgUUID', 'PgInteger', 'PgBoolean', 'PgDateString', 'PgTimestamp']);

function selectExpression(column: Column, alias: string): string {
  if (!SUPPORTED.has(column.columnType) || (column.columnType === 'PgTimestamp' && !(column as Column & { withTimezone: boolean }).withTimezone)) {
    throw new Error(`rawColumns: ${column.name} is ${column.columnType}, which has no raw reading here`);
  }
  const ref = `"${alias}"."${column.name}"`;
  // pg would make a Date of a date at local midnight; drizzle's mode 'string' keeps PostgreSQL's text.
  return column.columnType === 'PgDateString' ? `${ref}::text` : ref;
}

/**
 * A table read through a raw statement (lib/raw-statement.ts) instead of drizzle's query builder:
 * drizzle's per-row mapping allocated more than the search's rows themselves (decision 010). The
 * prefix keeps the columns of two joined tables apart in one row.
 */
export function rawColumns<T extends Table>(table: T, alias: string, prefix: string): RawColumns<T> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, as: `${prefix}${key}`, column }));
  const sql = columns.map((c) => `${selectExpression(c.column, alias)} as "${c.as}"`).join(', ');
  return {
    sql,
    read(row) {
      const out: Row = {};
      for (const c of columns) out[c.key] = row[c.as];
      return out as InferSelectModel<T>;
    },
    as: (key) => `${prefix}${key}`,
  };
}
