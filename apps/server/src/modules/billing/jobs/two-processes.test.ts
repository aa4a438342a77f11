import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client.ts';
import { ensureReferenceData } from '../../../db/reference-data.ts';
import { agencies } from '../../../db/schema/index.ts';

// Two real servers started at once on one PostgreSQL: each runs the daily billing job at boot
// (main.ts), and the agencies billed today get one invoice each. Ports: BILLING_TWO_PORTS or 3951/3952.
const serverUrl = process.env.DATABASE_URL;
const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');
const ports = (process.env.BILLING_TWO_PORTS ?? '3951,3952').split(',').map(Number);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startServer(databaseUrl: string, port: number, authSecret: string) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-billing-two-'));
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
      PLATFORM_OWNER_EMAIL: 'dono@despacha.test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SMTP_URL: '',
    },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
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
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!serverUrl)('two server processes run the daily billing job at boot', () => {
  const dbName = `despacha_test_${crypto.randomBytes(6).toString('hex')}`;
  const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : '';
  let admin: pg.Client;
  const servers: { stop: () => Promise<void> }[] = [];

  beforeAll(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`create database ${dbName}`);
    await c.end();
    const database = await openDatabase({ databaseUrl: dbUrl, pgliteDir: null });
    await ensureReferenceData(database.db);
    // Paying since today: today is their billing day.
    await database.db.insert(agencies).values(
      Array.from({ length: 10 }, (_, i) => ({
        name: `Cliente ${i}`,
        email: `c${i}@clientes.com.br`,
        cnpj: `cnpj-${i}`,
        planId: 'intermediario',
        status: 'active',
      })),
    );
    await database.close();
    admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    const secret = crypto.randomBytes(32).toString('hex');
    servers.push(...(await Promise.all(ports.map((port) => startServer(dbUrl, port, secret)))));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin?.end();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });

  it('one invoice per agency, one run of the day, one mail per invoice', async () => {
    // The servers begin their jobs 5 s after they are ready (lib/after-start.ts).
    const until = Date.now() + 20_000;
    const finished = async () =>
      (await admin.query(`select count(*)::int as n from job_runs where job = 'daily-billing' and finished_at is not null`)).rows[0].n;
    while ((await finished()) < 1 && Date.now() < until) await sleep(100);
    const runs = await admin.query(`select period from job_runs where job = 'daily-billing'`);
    expect(runs.rows).toHaveLength(1);
    const billed = await admin.query(`select agency_id, count(*)::int as n from invoices group by agency_id`);
    expect(billed.rows).toHaveLength(10);
    expect(billed.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
    const mails = await admin.query(`select count(*)::int as n from mail_outbox where subject like 'Fatura emitida%'`);
    expect(mails.rows[0].n).toBe(10);
  });
});
