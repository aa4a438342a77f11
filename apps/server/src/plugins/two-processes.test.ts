import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { ensureReferenceData } from '../db/reference-data.ts';

// Two real server processes on one PostgreSQL: what one of them changes about a session or a
// user must reach the other's caches within 1 s. PGlite cannot be shared by two processes.
const serverUrl = process.env.DATABASE_URL;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const OWNER = 'dono@despacha.test';
const PASSWORD = 'segredo123';
const TEMPORARY = 'Abc23xyz';
const NEW_PASSWORD = 'NovaSenha789';
const PROPAGATION_MS = 1_000;

type Server = { base: string; stop: () => Promise<void>; output: () => string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startServer(databaseUrl: string, authSecret: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-two-'));
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
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
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
    output: () => output,
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
    headers: {
      origin: server.base,
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text), cookie: cookieOf(res) };
}

/** The Cookie header a browser would send back after this answer (cleared cookies left out). */
function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

/** Polls until `check` holds; the milliseconds it took, or a failure past PROPAGATION_MS. */
async function propagated(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > PROPAGATION_MS) throw new Error(`not seen within ${PROPAGATION_MS} ms`);
    await sleep(20);
  }
  return Math.round(performance.now() - started);
}

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL', () => {
  const dbName = `despacha_test_${crypto.randomBytes(6).toString('hex')}`;
  const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : '';
  let admin: pg.Client;
  let a: Server;
  let b: Server;
  let dispatcher: string;
  let userId: string;
  const took: Record<string, number> = {};

  const lastLink = async (email: string) =>
    (await admin.query<{ link: string }>(`select link from mail_outbox where "to" = $1 order by created_at desc limit 1`, [email])).rows[0]!.link;

  async function signIn(server: Server, email: string, password: string) {
    const res = await call(server, '/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status}`);
    return res.cookie;
  }

  async function confirmedUser(name: string, email: string) {
    expect((await call(a, '/api/auth/sign-up/email', { method: 'POST', body: { name, email, password: PASSWORD, callbackURL: '/dashboard' } })).status).toBe(
      200,
    );
    const link = new URL(await lastLink(email));
    await call(a, link.pathname + link.search);
    return signIn(a, email, PASSWORD);
  }

  const meOn = (server: Server, cookie: string) => call(server, '/api/me', { cookie });

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    // Migrated once here, so the two servers do not race each other's migrations.
    const database = await openDatabase({ databaseUrl: dbUrl, pgliteDir: null });
    await ensureReferenceData(database.db);
    await database.close();
    admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();

    const secret = crypto.randomBytes(32).toString('hex');
    [a, b] = await Promise.all([startServer(dbUrl, secret), startServer(dbUrl, secret)]);

    const owner = await confirmedUser('Dono', OWNER);
    dispatcher = await confirmedUser('Diana', 'diana@exemplo.com.br');
    const agency = await call(a, '/api/onboarding/agency', {
      method: 'POST',
      cookie: dispatcher,
      body: { name: 'Despachante Dois', cnpj: '11.222.333/0001-81', email: 'agencia@teste.com.br', phone: '(21) 98765-4321', planId: 'basico' },
    });
    expect(agency.status).toBe(201);
    const created = await call(a, '/api/admin/users', {
      method: 'POST',
      cookie: owner,
      body: { name: 'Ulisses', email: 'ulisses@exemplo.com.br', phone: '', role: 'user', clientId: agency.json().id, temporaryPassword: TEMPORARY },
    });
    expect(created.status).toBe(201);
    userId = created.json().id;
  }, 120_000);

  afterAll(async () => {
    console.info(`propagation A -> B (ms): ${JSON.stringify(took)}`);
    await Promise.all([a?.stop(), b?.stop()]);
    await admin?.end();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });

  it('signing out on A: B refuses that cookie, in any Cookie header, within 1 s', async () => {
    const cookie = await signIn(a, 'ulisses@exemplo.com.br', TEMPORARY);
    expect((await meOn(b, cookie)).status).toBe(200);
    expect((await meOn(b, `${cookie}; other=1`)).status).toBe(200);

    expect((await call(a, '/api/auth/sign-out', { method: 'POST', cookie, body: {} })).status).toBe(200);
    took.signOut = await propagated(async () => (await meOn(b, `${cookie}; other=1`)).status === 401);
    expect((await meOn(b, cookie)).status).toBe(401);
  });

  it('changing the password on A: B refuses the other sessions and drops the temporary-password flag within 1 s', async () => {
    const here = await signIn(a, 'ulisses@exemplo.com.br', TEMPORARY);
    const there = await signIn(b, 'ulisses@exemplo.com.br', TEMPORARY);
    expect((await meOn(b, there)).json().profile.mustChangePassword).toBe(true);

    const changed = await call(a, '/api/me/password', { method: 'POST', cookie: here, body: { currentPassword: TEMPORARY, newPassword: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    took.passwordChange = await propagated(async () => (await meOn(b, there)).status === 401);
    const renewed = await meOn(b, changed.cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.json().profile.mustChangePassword).toBe(false);
  });

  it('a role change on A reaches B within 1 s', async () => {
    const cookie = await signIn(b, 'ulisses@exemplo.com.br', NEW_PASSWORD);
    expect((await meOn(b, cookie)).json().profile.role).toBe('user');
    expect((await call(b, '/api/agency/users', { cookie })).status).toBe(403);

    const patched = await call(a, `/api/agency/users/${userId}`, { method: 'PATCH', cookie: dispatcher, body: { role: 'dispatcher' } });
    expect(patched.status).toBe(200);
    took.roleChange = await propagated(async () => (await meOn(b, cookie)).json().profile.role === 'dispatcher');
    expect((await call(b, '/api/agency/users', { cookie })).status).toBe(200);
  });

  it('deactivating the user on A: B refuses their session within 1 s', async () => {
    const cookie = await signIn(b, 'ulisses@exemplo.com.br', NEW_PASSWORD);
    expect((await meOn(b, cookie)).status).toBe(200);

    expect((await call(a, `/api/agency/users/${userId}/deactivate`, { method: 'POST', cookie: dispatcher, body: {} })).status).toBe(200);
    took.deactivation = await propagated(async () => (await meOn(b, cookie)).status === 401);
  });

  it('neither process shows a session token to page scripts', async () => {
    for (const server of [a, b]) {
      const session = await call(server, '/api/auth/get-session', { cookie: dispatcher });
      expect(session.json().session.userId).toBeTruthy();
      expect(JSON.stringify(session.json())).not.toContain('"token"');
      const list = await call(server, '/api/auth/list-sessions', { cookie: dispatcher });
      expect(list.json().length).toBeGreaterThan(0);
      expect(JSON.stringify(list.json())).not.toContain('"token"');
    }
  });
});
