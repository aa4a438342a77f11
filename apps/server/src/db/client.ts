import fs from 'node:fs';
import path from 'node:path';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema/index.ts';
import { migrationsFolder, openPglite, seedFromTemplate } from './pglite-template.ts';
import type { ListenHandlers, Subscription } from './pg-listener.ts';
import { grantAppRoles } from './app-role.ts';
import { scopedPools } from './scoped-pool.ts';
import { scopeKey, type DbScope } from '../lib/db-scope.ts';

// Each driver is imported when it is chosen: an embedded server never loads pg, and a server on
// PostgreSQL never loads PGlite (start-up time and resident memory, decision 011).

export type Schema = typeof schema;
/**
 * A database handle, on either driver: the pool, or a transaction (drizzle's PgTransaction extends
 * PgDatabase, so a `Tx` is a `Db` and is passed as one without a cast). Take a `Db` when the work
 * can run anywhere.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The handle `db.transaction(async (tx) => ...)` gives its callback. Take a `Tx` rather than a `Db`
 * when the work means something only inside a transaction (row locks held until it ends), so that
 * passing the pool is a type error.
 */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

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
  /**
   * Runs `work` as the tables' owner, on a connection of its own, on the platform's path: what the
   * application's role may not do (ANALYZE after an import, the five-year world's DDL, a test's
   * trigger). PGlite has one user, so there it is the same handle (decision 074).
   */
  asOwner<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * The handle whose connections act in `scope` (decision 074): what a request's handlers query
   * through (`request.db`). `db` is the platform's. PGlite enforces no scope: there it is `db`.
   */
  scoped(scope: DbScope): Db;
};

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when dir is null, started
 * from `pgliteImage` when one is given), and migrates.
 */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir: string | null; pgliteImage?: Blob }): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }, { listenWithReconnect }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./pg-listener.ts'),
    ]);
    // Connections stay open through a quiet spell (pg closes them after 10 s idle by default): a new
    // one pays its connect, its backend's catalog caches and every named statement's first plan
    // again, ~90 ms for the agenda's function alone (decision 046). Idle ones keep no process alive.
    await migrateAsOwner(pg, drizzlePg, migratePg, options.databaseUrl);
    // No JIT (decision 084): a page read whose plan walks an index to its LIMIT is priced at the
    // whole walk, past jit_above_cost, and compiling it took 25-29 ms for 0.3 ms of work.
    const pools = scopedPools(pg, {
      connectionString: options.databaseUrl,
      max: 10,
      idleTimeoutMillis: 300_000,
      allowExitOnIdle: true,
      options: '-c jit=off',
    });
    const pool = pools.platform;
    // An idle connection dropped by the server (restart, failover, admin) must not kill the
    // process: the pool replaces it on the next query.
    for (const p of pools.all) p.on('error', (err) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    const scoped = scopedHandles(db, (scope) => drizzlePg(pools.view(scope), { schema }));
    return {
      ...wrap(db, 'postgres', async () => void (await Promise.all(pools.all.map((p) => p.end())))),
      listen: (channel, handlers) => listenWithReconnect(options.databaseUrl!, channel, handlers),
      notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
      scoped,
      asOwner: async (work) => {
        const owner = await ownerConnection(pg, options.databaseUrl!);
        try {
          return await work(drizzlePg(owner, { schema }));
        } finally {
          await owner.end();
        }
      },
    };
  }
  // A new data folder starts as a copy of the build's migrated template when there is a current one.
  if (options.pgliteDir) seedFromTemplate(options.pgliteDir);
  const client = await openPglite(options.pgliteDir ?? undefined, options.pgliteImage);
  await migrateEmbedded(client);
  const [{ drizzle: drizzlePglite }, { prepareReads }] = await Promise.all([import('drizzle-orm/pglite'), import('./pglite-prepared.ts')]);
  prepareReads(client);
  const db = drizzlePglite(client, { schema });
  return {
    ...wrap(db, 'pglite', () => client.close()),
    listen: (_channel, handlers) => {
      handlers.state(true);
      return { close: async () => {} };
    },
    notify: async () => {},
    asOwner: (work) => work(db),
    scoped: () => db,
  };
}

/**
 * The tables' owner (the URL's user) migrates and grants the application's roles, on a connection
 * of its own: the pool's connections act as those roles, which may not create tables (decision 074).
 */
async function migrateAsOwner(
  pg: typeof import('pg').default,
  drizzlePg: typeof import('drizzle-orm/node-postgres').drizzle,
  migratePg: typeof import('drizzle-orm/node-postgres/migrator').migrate,
  databaseUrl: string,
): Promise<void> {
  const owner = await ownerConnection(pg, databaseUrl);
  try {
    await migratePg(drizzlePg(owner, { schema }), { migrationsFolder });
    for (const warning of await grantAppRoles(owner)) process.emitWarning(warning);
  } finally {
    await owner.end();
  }
}

/**
 * One handle per scope, made at its first request (a drizzle handle with the schema costs ~1.3 ms)
 * and kept for the busiest agencies: the least recently used goes past SCOPED_HANDLES.
 */
const SCOPED_HANDLES = 500;
function scopedHandles(platform: Db, make: (scope: DbScope) => Db): (scope: DbScope) => Db {
  const handles = new Map<string, Db>();
  return (scope) => {
    if (scope.kind === 'platform') return platform;
    const key = scopeKey(scope);
    let handle = handles.get(key);
    if (handle) handles.delete(key);
    else handle = make(scope);
    handles.set(key, handle);
    if (handles.size > SCOPED_HANDLES) handles.delete(handles.keys().next().value!);
    return handle;
  };
}

/** A connection as the URL's user, the tables' owner. */
async function ownerConnection(pg: typeof import('pg').default, databaseUrl: string): Promise<import('pg').Client> {
  const owner = new pg.Client({ connectionString: databaseUrl });
  await owner.connect();
  return owner;
}

/** Applies the migrations to a PGlite database: at every start, and once at build time to the template. */
export async function migrateEmbedded(client: PGlite): Promise<void> {
  if (await embeddedMigrationsCurrent(client)) return;
  const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  await migrate(drizzle(client), { migrationsFolder });
}

/**
 * True when the database already has every migration of the journal: drizzle's own test (it applies
 * the migrations whose journal time is after the newest one recorded), made with one file and one
 * query instead of the migrator reading and hashing every SQL file (~0.05 s of an existing folder's
 * start, issue 40). Anything else, a missing table included, runs the migrator as before.
 */
async function embeddedMigrationsCurrent(client: PGlite): Promise<boolean> {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    const newest = Math.max(...journal.entries.map((e) => e.when));
    const { rows } = await client.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1');
    return rows.length === 1 && Number(rows[0]!.created_at) >= newest;
  } catch {
    return false;
  }
}

function wrap(db: Db, kind: Database['kind'], close: () => Promise<void>): Omit<Database, 'listen' | 'notify' | 'asOwner' | 'scoped'> {
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
