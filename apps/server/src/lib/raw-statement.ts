import type { Db } from '../db/client.ts';
import { describedOnceQuery, type PgQuery, type PgQueryClass, type ShapeHolder } from './pg-described-once.ts';
import { timeSlices } from './event-loop.ts';

type Row = Record<string, unknown>;
type PgPool = {
  Client: { Query: PgQueryClass };
  query(config: { name: string; text: string; values: unknown[] } | PgQuery): Promise<{ rows: Row[] }>;
};
type PgliteClient = { query(text: string, values: unknown[]): Promise<{ rows: Row[] }> };

/**
 * A statement run straight through the driver, for the lookups every request makes: drizzle's
 * query builder and row mapping cost more CPU than these one-row queries themselves. On
 * PostgreSQL the statement is named, so each pooled connection parses and plans it once, and its
 * result is described once (lib/pg-described-once.ts). An empty name runs an unnamed statement,
 * planned with its values every time.
 */
export function rawStatement<R extends Row>(db: Db, name: string, text: string): (values: unknown[]) => Promise<R[]> {
  const client = (db as Db & { $client: unknown }).$client;
  if (isPgPool(client)) {
    if (!name) return async (values) => (await client.query({ name, text, values })).rows as R[];
    const Query = describedOnceQuery(client.Client.Query);
    const holder: ShapeHolder = {};
    return async (values) => (await client.query(new Query({ name, text, values }, holder))).rows as R[];
  }
  const lite = client as PgliteClient;
  return async (values) => (await lite.query(text, values)).rows as R[];
}

/** The handle is PostgreSQL's pool, not PGlite, whose statements run on this process's event loop. */
export const runsOnPostgres = (db: Db): boolean => isPgPool((db as Db & { $client?: unknown }).$client);

/**
 * For a run of statements that holds the event loop on PGlite (an import's batch): `await slice()`
 * between two gives waiting requests a turn once 5 ms of work ran. On PostgreSQL the statements'
 * work is elsewhere, and a turn would only hold the transaction open longer: nothing.
 */
export function statementSlices(db: Db): () => Promise<void> {
  return runsOnPostgres(db) ? async () => {} : timeSlices(5);
}

function isPgPool(client: unknown): client is PgPool {
  // pg.Pool counts its connections; PGlite has no such notion.
  return typeof client === 'object' && client !== null && 'totalCount' in client;
}

/** Statements built once per database handle, like modules/registry/search-statements.ts. */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let value = cache.get(db);
    if (!value) cache.set(db, (value = build(db)));
    return value;
  };
}
