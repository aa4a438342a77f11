import type { Db } from '../../db/client.ts';
import { runsOnPostgres } from '../../lib/raw-statement.ts';

// The agency's tables, found in the catalog rather than listed by hand: a table another feature
// adds with an agency_id column is in the next export without anyone remembering to add it.
// Secrets are not data the agency typed: token hashes, idempotency keys and the like stay out.

type Row = Record<string, unknown>;
type Client = { query(text: string, values?: unknown[]): Promise<{ rows: Row[] }> };

/** One query through the driver (PGlite or pg): rows as plain objects, no ORM mapping per row. */
export function query<R extends Row>(db: Db, text: string, values: unknown[] = []): Promise<R[]> {
  const client = (db as Db & { $client: Client }).$client;
  return client.query(text, values).then((r) => r.rows as R[]);
}

/**
 * Tables whose rows are not the agency's to take away (its export jobs; figures the database
 * derives from the other tables, decisions 044 and 067), and columns never exported.
 */
const SKIPPED_TABLES = new Set([
  'agency_exports',
  'agency_counters',
  'ledger_days',
  'vehicle_plate_finals',
  'licensing_done_finals',
  'import_runs',
  'import_run_errors',
]);
const SECRET_COLUMN = /token|secret|hash|password|idempotency|storage_key/i;

export type ExportColumn = { name: string; type: string };
export type ExportTable = {
  name: string;
  /** The tenant column: agency_id, or id for the agencies table itself. */
  scope: string;
  columns: ExportColumn[];
  /** Primary-key columns after the tenant one: the keyset the batches walk. */
  key: ExportColumn[];
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function exportTables(db: Db): Promise<ExportTable[]> {
  const columns = await query<{ table: string; column: string; type: string; pk: number | null }>(
    db,
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
            array_position(i.indkey::int2[], a.attnum) as pk
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_index i on i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey::int2[])
      where c.relkind in ('r', 'p')
        and (c.relname = 'agencies' or exists (select 1 from pg_attribute t where t.attrelid = c.oid and t.attname = 'agency_id' and not t.attisdropped))
      order by c.relname, a.attnum`,
  );
  const byTable = new Map<string, ExportTable & { pk: { col: ExportColumn; at: number }[] }>();
  for (const c of columns) {
    if (SKIPPED_TABLES.has(c.table)) continue;
    let t = byTable.get(c.table);
    if (!t) byTable.set(c.table, (t = { name: c.table, scope: c.table === 'agencies' ? 'id' : 'agency_id', columns: [], key: [], pk: [] }));
    const col = { name: c.column, type: c.type };
    if (c.pk !== null && c.column !== t.scope) t.pk.push({ col, at: Number(c.pk) });
    if (!SECRET_COLUMN.test(c.column)) t.columns.push(col);
  }
  return [...byTable.values()].map(({ pk, ...t }) => ({ ...t, key: pk.sort((a, b) => a.at - b.at).map((p) => p.col) }));
}

/** Rows of the table counted for the progress figure. */
export async function countRows(db: Db, t: ExportTable, agencyId: string): Promise<number> {
  const [row] = await query<{ n: number }>(db, `select count(*)::int as n from ${ident(t.name)} where ${ident(t.scope)} = $1`, [agencyId]);
  return Number(row?.n ?? 0);
}

/**
 * The agency's rows of one table in keyset batches, every value as PostgreSQL's text: never the
 * whole table in memory, and each batch an index range scan whatever the offset.
 */
export async function* tableBatches(db: Db, t: ExportTable, agencyId: string, size: number): AsyncGenerator<(string | null)[][]> {
  // Every column is qualified: the text casts are named like the columns, and an unqualified
  // ORDER BY "id" would sort by the text (a sequential scan and a sort for every batch).
  const col = (name: string) => `t.${ident(name)}`;
  const list = t.columns.map((c) => `${col(c.name)}::text`).join(', ');
  const keyList = t.key.map((k) => `${col(k.name)}::text`).join(', ');
  const select = `select ${list}${keyList ? `, ${keyList}` : ''} from ${ident(t.name)} t where ${col(t.scope)} = $1`;
  if (!t.key.length) {
    // A table keyed by the agency alone holds one row (its settings, for instance).
    const rows = await query(db, select, [agencyId]);
    if (rows.length) yield rows.map((r) => Object.values(r).slice(0, t.columns.length) as (string | null)[]);
    return;
  }
  const order = t.key.map((k) => col(k.name)).join(', ');
  const after = `(${order}) > (${t.key.map((k, i) => `$${i + 2}::${k.type}`).join(', ')})`;
  let last: unknown[] | null = null;
  for (;;) {
    const text: string = `${select}${last ? ` and ${after}` : ''} order by ${order} limit ${size}`;
    const rows = await client(db).query(text, last ? [agencyId, ...last] : [agencyId], 'array');
    if (!rows.length) return;
    yield rows.map((r) => r.slice(0, t.columns.length) as (string | null)[]);
    if (rows.length < size) return;
    last = rows[rows.length - 1]!.slice(t.columns.length);
  }
}

/** Rows as arrays (no object per row): pg's rowMode and PGlite's rowMode both take 'array'. */
function client(db: Db) {
  const c = (db as Db & { $client: { query(config: unknown, values?: unknown[], options?: unknown): Promise<{ rows: unknown[][] }> } }).$client;
  const isPg = runsOnPostgres(db);
  return {
    async query(text: string, values: unknown[], rowMode: 'array') {
      const res = isPg ? await c.query({ text, values, rowMode }) : await c.query(text, values, { rowMode });
      return res.rows;
    },
  };
}
