// Registry search measured the way a dispatcher meets it: the real server in its own process, one
// signed-in user, one request at a time over HTTP. Decision 004 measured through app.inject inside
// the bench's process, which timed the load generator as much as the server (decision 012).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { ensureReferenceData } from '../apps/server/src/db/reference-data.ts';
import { profiles } from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';
import { demoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { localStorage } from '../apps/server/src/lib/storage.ts';
import { generateRegistry, TERM_KINDS, termOf, type TermKind } from './registry-data.ts';
import { signIn, startServer, type ServerProcess } from './server-process.ts';
import { percentile } from './percentile.ts';

export type Latency = { p50: number; p95: number };
export type SearchFigures = Latency & { vehicles: number; requests: number; byKind: Record<TermKind, Latency>; generationMs: number };

const latency = (timings: number[]): Latency => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

type Target = { vehicles: number; dataDir: string; databaseUrl?: string; generationMs: number; drop(): Promise<void> };

/** A database holding the demo seed and an agency of `vehicles` generated vehicles, closed again. */
async function prepareTarget(vehicles: number, adminUrl?: string): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bench-search-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `despacha_bench_search_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({ DATA_DIR: dataDir });
  const database = await openDatabase({ databaseUrl, pgliteDir: databaseUrl ? null : config.pgliteDir });
  const started = performance.now();
  try {
    await ensureReferenceData(database.db);
    await seedDemo(database.db, localStorage(path.join(dataDir, 'files')), config.platformOwnerEmail);
    // The agency of the dispatcher the bench signs in as (the demo seed has other agencies too).
    const dispatcher = demoAccounts.find((a) => a.role === 'dispatcher')!.email;
    const profile = await database.db.query.profiles.findFirst({ where: eq(profiles.email, dispatcher) });
    // Drops and rebuilds indexes: the tables' owner's work (decision 074).
    await database.asOwner((db) => generateRegistry(db, profile!.agencyId!, vehicles));
  } finally {
    await database.close();
  }
  const generationMs = performance.now() - started;
  return {
    vehicles,
    dataDir,
    databaseUrl,
    generationMs,
    async drop() {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Client = { target: Target; server: ServerProcess; cookie: string; timings: Map<TermKind, number[]> };

async function search(client: Client, q: string): Promise<{ ms: number; hits: number }> {
  const started = performance.now();
  const res = await fetch(`${client.server.base}/api/registry/search?q=${encodeURIComponent(q)}`, { headers: { cookie: client.cookie } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`search for ${q} answered ${res.status}: ${body}`);
  return { ms, hits: (JSON.parse(body) as unknown[]).length };
}

/**
 * Sequential searches, every kind in turn and every server in turn, so that the machine's noise
 * falls alike on all scales and kinds. A term that finds nothing is a bench bug (the generator
 * and the terms disagree), not a fast search: it fails the run.
 */
async function measure(targets: Target[], perKind: number, firstPort: number): Promise<SearchFigures[]> {
  const clients: Client[] = [];
  try {
    for (const [i, target] of targets.entries()) {
      const env: Record<string, string> = { DATA_DIR: target.dataDir, DEMO_SEED: '1', AUTH_SECRET: crypto.randomBytes(32).toString('hex') };
      if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
      const server = await startServer({ port: firstPort + i, env });
      clients.push({ target, server, cookie: await signIn(server.base), timings: new Map(TERM_KINDS.map((k) => [k, []])) });
    }
    // Warm-up: the first requests of each kind pay for connections, plans and the session.
    for (const client of clients)
      for (const kind of TERM_KINDS) for (let i = 0; i < 5; i++) await search(client, termOf(kind, perKind + i, client.target.vehicles));
    for (let i = 0; i < perKind; i++) {
      for (const kind of TERM_KINDS) {
        for (const client of clients) {
          const q = termOf(kind, i, client.target.vehicles);
          const { ms, hits } = await search(client, q);
          if (hits === 0) throw new Error(`search for ${q} (${kind}) found nothing among ${client.target.vehicles} vehicles`);
          client.timings.get(kind)!.push(ms);
        }
      }
    }
    return clients.map(({ target, timings }) => ({
      vehicles: target.vehicles,
      requests: perKind * TERM_KINDS.length,
      generationMs: target.generationMs,
      ...latency([...timings.values()].flat()),
      byKind: Object.fromEntries(TERM_KINDS.map((k) => [k, latency(timings.get(k)!)])) as Record<TermKind, Latency>,
    }));
  } finally {
    for (const c of clients) await c.server.stop();
  }
}

/** One scale on embedded PGlite (the default install), `perKind` searches of each kind. */
export async function pgliteSearch(options: { vehicles: number; perKind: number; port: number }): Promise<SearchFigures> {
  const target = await prepareTarget(options.vehicles);
  try {
    return (await measure([target], options.perKind, options.port))[0]!;
  } finally {
    await target.drop();
  }
}

/** Several registry sizes on PostgreSQL, one database and one server process each, measured interleaved. */
export async function searchAtScales(options: { databaseUrl: string; scales: number[]; perKind: number; firstPort: number }): Promise<SearchFigures[]> {
  // Filled side by side: PostgreSQL gives each its own backend, and the largest sets the pace.
  const settled = await Promise.allSettled(options.scales.map((vehicles) => prepareTarget(vehicles, options.databaseUrl)));
  const targets = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  try {
    for (const r of settled) if (r.status === 'rejected') throw r.reason;
    return await measure(targets, options.perKind, options.firstPort);
  } finally {
    for (const t of targets) await t.drop();
  }
}

export const describeKinds = (f: SearchFigures) => TERM_KINDS.map((k) => `${k} ${f.byKind[k].p50.toFixed(1)}`).join(', ');

/** How much slower each kind of term got from one registry size to another (p50 over p50). */
export const kindRatios = (from: SearchFigures, to: SearchFigures): [TermKind, number][] => TERM_KINDS.map((k) => [k, to.byKind[k].p50 / from.byKind[k].p50]);
