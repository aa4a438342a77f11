// The former search bench: app.inject inside the bench's own process. Only the PostgreSQL
// "20 concurrent" line of run.ts still uses it; it goes with that line (see search.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { ensureReferenceData } from '../apps/server/src/db/reference-data.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { localStorage } from '../apps/server/src/lib/storage.ts';
import { generateRegistry, searchTerms } from './registry-data.ts';

type SearchFigures = { p50: number; p95: number; max: number; requests: number; results: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Search latency through the API (fastify inject) on an agency with `vehicles` vehicles. */
export async function searchLatency(options: { vehicles: number; requests: number; concurrency: number; databaseUrl?: string }): Promise<SearchFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bench-search-'));
  let dropDatabase = async () => {};
  let database: Database;
  if (options.databaseUrl) {
    const name = `despacha_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(options.databaseUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: options.databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ pgliteDir: null });
  }
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_SIGNIN_PER_MINUTE: '1000' }) };
  const storage = localStorage(path.join(dataDir, 'files'));
  await ensureReferenceData(database.db);
  await seedDemo(database.db, storage, config.platformOwnerEmail);
  const agency = await database.db.query.agencies.findFirst();
  await generateRegistry(database.db, agency!.id, options.vehicles);

  const app = await buildApp({ config, database, storage, logger: false, authSecret: crypto.randomBytes(32).toString('hex') });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: config.publicUrl },
      payload: { email: 'gerente@demo.despacha.local', password: DEMO_PASSWORD },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const terms = searchTerms(options.vehicles, options.requests);
    const timings: number[] = [];
    let results = 0;
    let next = 0;
    // Warm-up: the first queries pay for plans and caches.
    for (const q of terms.slice(0, 10)) await app.inject({ url: `/api/registry/search?q=${encodeURIComponent(q)}`, headers: { cookie } });
    const worker = async () => {
      while (next < terms.length) {
        const q = terms[next++]!;
        const started = performance.now();
        const res = await app.inject({ url: `/api/registry/search?q=${encodeURIComponent(q)}`, headers: { cookie } });
        timings.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
        results += (res.json() as unknown[]).length;
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const sorted = timings.sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1]!, requests: sorted.length, results };
  } finally {
    await app.close();
    await database.close();
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
