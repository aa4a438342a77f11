import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

// A raw statement's rows: node-postgres and PGlite through drizzle both answer `{ rows }`; an
// array is taken as the rows too. One reading for every module that runs raw SQL.

/** The rows of what `db.execute` answered. */
export const rowsIn = <R>(result: unknown): R[] => (Array.isArray(result) ? result : ((result as { rows?: R[] }).rows ?? [])) as R[];

/** Runs a raw statement and answers its rows. */
export async function rowsOf<R>(db: Db | Tx, query: SQL): Promise<R[]> {
  return rowsIn<R>(await db.execute(query));
}
