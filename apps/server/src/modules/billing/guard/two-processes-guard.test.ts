import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client.ts';
import { ensureReferenceData } from '../../../db/reference-data.ts';
import { DUNNING_REASON, setStatusBySystem } from '../system-status-change.ts';

// Two real server processes on one PostgreSQL (as plugins/two-processes.test.ts): a status set on
// one of them, or by the system (a job, a webhook) from a third process, blocks or unblocks the
// agency on the other within 1 s, though each had the agency's sessions cached.
const serverUrl = process.env.DATABASE_URL;
const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');
const OWNER = 'dono@despacha.test';
const PASSWORD = 'segredo123';
const PROPAGATION_MS = 1_000;
/** Ports of this test's servers (override when several runs share a machine). */
const PORTS = (process.env.GUARD_TEST_PORTS ?? '3972,3973').split(',').map(Number);

type Server = { base: string; stop: () => Promise<void> };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startServer(databaseUrl: string, authSecret: string, port: number): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-guard-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: authSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DEMO_SEED: '0',
      PLATFORM_OWNER_EMAIL: OWNER,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      AUTH_SIGNIN_PER_MINUTE: '100',
    },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > until) throw new Error(`server never became healthy: ${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(server: Server, url: string, o: { method?: string; cookie?: string; body?: unknown } = {}) {
  const res = await fetch(server.base + url, {
    method: o.method ?? 'GET',
    redirect: 'manual',
    headers: { origin: server.base, ...(o.cookie ? { cookie: o.cookie } : {}), ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
  });
  const text = await res.text();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
  return { status: res.status, json: () => JSON.parse(text), cookie };
}

async function propagated(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > PROPAGATION_MS) throw new Error(`not seen within ${PROPAGATION_MS} ms`);
    await sleep(20);
  }
  return Math.round(performance.now() - started);
}

describe.skipIf(!serverUrl)('a blocked agency across two API processes on one PostgreSQL', () => {
  const dbName = `despacha_guard_${crypto.randomBytes(6).toString('hex')}`;
  const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : '';
  let admin: pg.Client;
  let system: Database;
  let a: Server;
  let b: Server;
  let owner: string;
  let dispatcher: string;
  let agencyId: string;
  const took: Record<string, number> = {};

  async function confirmedUser(name: string, email: string) {
    expect((await call(a, '/api/auth/sign-up/email', { method: 'POST', body: { name, email, password: PASSWORD, callbackURL: '/dashboard' } })).status).toBe(
      200,
    );
    const { link } = (await admin.query<{ link: string }>(`select link from mail_outbox where "to" = $1 order by created_at desc limit 1`, [email])).rows[0]!;
    const url = new URL(link);
    await call(a, url.pathname + url.search);
    return (await call(a, '/api/auth/sign-in/email', { method: 'POST', body: { email, password: PASSWORD } })).cookie;
  }

  const origins = (server: Server) => call(server, '/api/origins', { cookie: dispatcher });

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    system = await openDatabase({ databaseUrl: dbUrl, pgliteDir: null });
    await ensureReferenceData(system.db);
    admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    const secret = crypto.randomBytes(32).toString('hex');
    [a, b] = await Promise.all([startServer(dbUrl, secret, PORTS[0]!), startServer(dbUrl, secret, PORTS[1]!)]);
    owner = await confirmedUser('Dono', OWNER);
    dispatcher = await confirmedUser('Diana', 'diana@exemplo.com.br');
    const agency = await call(a, '/api/onboarding/agency', {
      method: 'POST',
      cookie: dispatcher,
      body: { name: 'Despachante Dois', cnpj: '11.222.333/0001-81', email: 'agencia@teste.com.br', phone: '(21) 98765-4321', planId: 'basico' },
    });
    expect(agency.status).toBe(201);
    agencyId = agency.json().id;
  }, 120_000);

  afterAll(async () => {
    console.info(`blocked-agency propagation (ms): ${JSON.stringify(took)}`);
    await Promise.all([a?.stop(), b?.stop()]);
    await system?.close();
    await admin?.end();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });

  it("an admin's suspension on A blocks the agency on B within 1 s", async () => {
    // Cached on both: the session and the profile with its agency.
    for (const server of [a, b, a, b]) expect((await origins(server)).status).toBe(200);
    const res = await call(a, `/api/admin/clients/${agencyId}/subscription-change`, {
      method: 'POST',
      cookie: owner,
      body: { newStatus: 'suspended', reason: 'Teste' },
    });
    expect(res.status).toBe(201);
    expect((await origins(a)).status).toBe(403);
    took.adminSuspends = await propagated(async () => (await origins(b)).status === 403);
    expect((await origins(b)).json().error.code).toBe('AGENCY_SUSPENDED');
  });

  it('the system (a third process: job, webhook) reactivating and suspending reaches both within 1 s', async () => {
    await system.db.transaction((tx) => setStatusBySystem(tx, agencyId, 'active', 'Pagamento confirmado', new Date()));
    took.systemReactivates = await propagated(async () => (await origins(a)).status === 200 && (await origins(b)).status === 200);
    for (const server of [a, b]) expect((await origins(server)).status).toBe(200);
    await system.db.transaction((tx) => setStatusBySystem(tx, agencyId, 'suspended', DUNNING_REASON, new Date()));
    took.systemSuspends = await propagated(async () => (await origins(a)).status === 403 && (await origins(b)).status === 403);
    const status = await call(b, '/api/agency/status', { cookie: dispatcher });
    expect(status.json()).toEqual({ status: 'suspended', reason: DUNNING_REASON });
  });
});
