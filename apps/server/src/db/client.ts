import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.ts';
import { listenWithReconnect, type ListenHandlers, type Subscription } from './pg-listener.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<number>;
  close(): Promise<void>;
  /**
   * Receives NOTIFYs sent on a channel by other processes of the same database. PGlite is opened by
   * one process only (data folder lock), so there it is a no-op that reports itself up at once.
   */
  listen(channel: string, handlers: ListenHandlers): Subscription;
  /** NOTIFY on a channel (no-op on PGlite). Sent outside any transaction: delivered at once. */
  notify(channel: string, payload: string): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when dir is null), and migrates. */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin) must not kill the
    // process: the pool replaces it on the next query.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      ...wrap(db as unknown as Db, 'postgres', () => pool.end()),
      listen: (channel, handlers) => listenWithReconnect(options.databaseUrl!, channel, handlers),
      notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
    };
  }
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    ...wrap(db as unknown as Db, 'pglite', () => client.close()),
    listen: (_channel, handlers) => {
      handlers.state(true);
      return { close: async () => {} };
    },
    notify: async () => {},
  };
}

function wrap(db: Db, kind: Database['kind'], close: () => Promise<void>): Omit<Database, 'listen' | 'notify'> {
  let closed = false;
  return {
    db,
    kind,
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - started;
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
