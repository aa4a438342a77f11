import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client.ts';
import { ensureReferenceData } from '../../../db/reference-data.ts';
import { agencies, invoices, jobRuns } from '../../../db/schema/index.ts';
import type { Mailer, MailMessage } from '../../../lib/mail.ts';
import { runDailyBilling } from './daily-billing.ts';

// Two servers on one PostgreSQL run the daily job at the same moment, each through its own pool:
// one set of invoices, each day run once. PGlite has one process only (daily-billing.test.ts runs
// two jobs at once on it).
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('daily billing from two connections to one PostgreSQL', () => {
  const dbName = `despacha_test_${crypto.randomBytes(6).toString('hex')}`;
  const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : '';
  let a: Database;
  let b: Database;
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (m) => {
      sent.push(m);
      return true;
    },
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    a = await openDatabase({ databaseUrl: dbUrl, pgliteDir: null });
    await ensureReferenceData(a.db);
    b = await openDatabase({ databaseUrl: dbUrl, pgliteDir: null });
    // Twenty paying clients, billed on the 1st to the 20th of the month.
    await a.db.insert(agencies).values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `Cliente ${i}`,
        email: `c${i}@clientes.com.br`,
        cnpj: `cnpj-${i}`,
        planId: 'basico',
        status: 'active',
        additionalUsers: i % 3,
        createdAt: new Date(`2026-03-${String(i + 1).padStart(2, '0')}T15:00:00Z`),
      })),
    );
    // The job last ran on 31 March: both servers catch up 1-20 April at once.
    await a.db
      .insert(jobRuns)
      .values({ job: 'daily-billing', period: '2026-03-31', startedAt: new Date('2026-03-31T15:00:00Z'), finishedAt: new Date('2026-03-31T15:00:00Z') });
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });

  it('one set of invoices, each day run once, one mail per invoice', async () => {
    const now = () => new Date('2026-04-20T15:00:00Z');
    const runs = await Promise.all([a, b, a, b].map((d) => runDailyBilling({ db: d.db, mailer, now })));
    const days = runs.flat().map((r) => r.day);
    expect(new Set(days).size).toBe(days.length);
    const rows = await a.db.select().from(invoices);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.agencyId)).size).toBe(20);
    expect(new Set(rows.map((r) => r.number)).size).toBe(20);
    expect(sent.filter((m) => m.subject.startsWith('Fatura emitida'))).toHaveLength(20);
    const finished = await a.db.select().from(jobRuns);
    expect(
      finished
        .filter((r) => r.finishedAt !== null)
        .map((r) => r.period)
        .sort()
        .at(-1),
    ).toBe('2026-04-20');
    // Whichever connection stopped at a day the other held, a later tick finds nothing left.
    expect(await runDailyBilling({ db: b.db, mailer, now })).toEqual([]);
  });
});
