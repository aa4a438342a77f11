// The world the route bench measures: the five-year world (bench/world, issue 31 part 1) on top of
// the demo seed, the demo dispatcher's agency being the large one. BENCH_WORLD_SCALE shrinks it
// (1: the numbers) and BENCH_WORLD_AGENCIES sets the other agencies; BENCH_ROUTES_WORLD=registry gives the quicker world the bench began
// with, the demo seed and a 200,000-vehicle registry, as bench/search.ts prepares.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { ensureReferenceData } from '../apps/server/src/db/reference-data.ts';
import { profiles } from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';
import { demoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { localStorage } from '../apps/server/src/lib/storage.ts';
import { generateRegistry } from './registry-data.ts';
import { generateWorld } from './world/index.ts';

async function fillWorld(db: Db, largeAgencyId: string, scale: number) {
  if (process.env.BENCH_ROUTES_WORLD === 'registry') return generateRegistry(db, largeAgencyId, 200_000);
  // CI's short form keeps 20 agencies beside the large one: the full 499 take 7 minutes on
  // PostgreSQL and 12 on PGlite to generate, which CI's time cannot hold.
  const otherAgencies = Number(process.env.BENCH_WORLD_AGENCIES ?? (process.env.BENCH_SHORT === '1' ? 20 : 499));
  await generateWorld(db, { scale: Number(process.env.BENCH_WORLD_SCALE ?? scale), otherAgencies });
}

export type RouteWorld = { dataDir: string; databaseUrl?: string; generationMs: number; drop(): Promise<void> };

async function adminStatement(adminUrl: string, statement: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}
const dropWorldDatabase = (adminUrl: string, name: string) => adminStatement(adminUrl, `drop database if exists ${name} with (force)`);

/** What bench/prefetch-route-world.ts leaves in its file: a world made while CI ran the PostgreSQL tests, or why not (decision 057). */
export type SavedRouteWorld = { dataDir: string; databaseUrl: string; generationMs: number } | { error: string };

/**
 * The world prefetched into `file`, once its generation has ended; null
 * when it failed, so the caller makes its own. Waits at most `timeoutMs`.
 */
export async function prefetchedRouteWorld(file: string, adminUrl: string, timeoutMs = 15 * 60_000): Promise<RouteWorld | null> {
  const until = Date.now() + timeoutMs;
  while (!fs.existsSync(file)) {
    if (Date.now() > until) return null;
    await new Promise((r) => setTimeout(r, 500));
  }
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as SavedRouteWorld;
  if ('error' in saved) {
    console.log(`(route bench: the prefetched world failed: ${saved.error}; generating it now)`);
    return null;
  }
  const name = new URL(saved.databaseUrl).pathname.slice(1);
  return {
    ...saved,
    async drop() {
      await dropWorldDatabase(adminUrl, name);
      fs.rmSync(saved.dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh world in a new data folder, and on `adminUrl`'s server in a new `routes_*` database when given. */
/** `scale` shrinks the large agency (1: the numbers); BENCH_WORLD_SCALE overrides it. */
export async function prepareRouteWorld(adminUrl?: string, { scale = 1 }: { scale?: number } = {}): Promise<RouteWorld> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bench-routes-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `routes_${crypto.randomBytes(4).toString('hex')}`;
    await adminStatement(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => dropWorldDatabase(adminUrl, name);
  }
  const config = loadConfig({ DATA_DIR: dataDir });
  const started = performance.now();
  try {
    const database = await openDatabase({ databaseUrl, pgliteDir: databaseUrl ? null : config.pgliteDir });
    try {
      await ensureReferenceData(database.db);
      await seedDemo(database.db, localStorage(path.join(dataDir, 'files')), config.platformOwnerEmail);
      const dispatcher = demoAccounts.find((a) => a.role === 'dispatcher')!.email;
      const profile = await database.db.query.profiles.findFirst({ where: eq(profiles.email, dispatcher) });
      // The world's generator drops and rebuilds indexes: the tables' owner's work (decision 074).
      await database.asOwner((db) => fillWorld(db, profile!.agencyId!, scale));
    } finally {
      await database.close();
    }
  } catch (err) {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    dataDir,
    databaseUrl,
    generationMs: performance.now() - started,
    async drop() {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The route bench's world: the one CI made while its server tests ran (BENCH_ROUTE_WORLD_FILE, PostgreSQL only), else a new one. */
export async function routeWorld(adminUrl: string | undefined, { scale = 1 }: { scale?: number } = {}): Promise<RouteWorld> {
  const file = process.env.BENCH_ROUTE_WORLD_FILE;
  const prefetched = adminUrl && file ? await prefetchedRouteWorld(file, adminUrl, Number(process.env.BENCH_ROUTE_WORLD_WAIT_MS ?? 15 * 60_000)) : null;
  if (prefetched) console.log(`(route bench: the world was generated beforehand, in ${(prefetched.generationMs / 1000).toFixed(0)} s)`);
  return prefetched ?? prepareRouteWorld(adminUrl, { scale });
}
