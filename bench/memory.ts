import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SESSION_SCRIPT_ID } from '@despacha/domain/server-render';
import { residentMemory } from './process-stats.ts';
import { signIn, startServer } from './server-process.ts';

export type MemoryFigures = { rssMb: number; peakMb: number };

/** What a clerk's first minute asks for: the dashboard page (rendered by the server, decision 042), the shell's data, a search, the request history. */
const firstRequests = [
  '/dashboard',
  '/api/me',
  '/api/agency',
  '/api/dashboard',
  '/api/registry/search?q=AAA1000',
  '/api/registry/search?q=silva',
  '/api/requests',
];

/**
 * Resident memory of the real server in its own process, idle after it started and answered a
 * few signed-in requests: on a fresh embedded data folder, or on PostgreSQL when a URL is given
 * (a database of its own, made and dropped here).
 */
export async function idleMemory({
  port = 3292,
  databaseUrl,
  idleMs = 3000,
}: {
  port?: number;
  databaseUrl?: string;
  idleMs?: number;
}): Promise<MemoryFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bench-memory-'));
  const name = `despacha_bench_mem_${crypto.randomBytes(4).toString('hex')}`;
  const admin = (sql: string) => withClient(databaseUrl!, (c) => c.query(sql));
  let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (databaseUrl) {
    await admin(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    env = { DATA_DIR: dataDir, DATABASE_URL: url.toString(), AUTH_SECRET: crypto.randomBytes(32).toString('hex'), DEMO_SEED: '1' };
  }
  try {
    const server = await startServer({ port, env });
    try {
      const cookie = await signIn(server.base);
      for (const url of firstRequests) {
        const res = await fetch(`${server.base}${url}`, { headers: { cookie } });
        if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
        const body = await res.text();
        if (!url.startsWith('/api/') && !body.includes(SESSION_SCRIPT_ID)) throw new Error(`GET ${url}: not rendered by the server`);
      }
      await new Promise((r) => setTimeout(r, idleMs));
      return residentMemory(server.child.pid!);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await admin(`drop database if exists ${name} with (force)`);
  }
}

async function withClient<T>(url: string, use: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
