import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { ensureReferenceData } from '../../db/reference-data.ts';
import { agencies, jobRuns, licensingReminderSettings, licensingReminders, ownerConsents, owners, vehicles } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from '../../lib/mail.ts';
import { runMonthlyReminders } from './monthly-run.ts';

// Two servers on one PostgreSQL run the monthly reminders at the same moment, each through its own
// pool: the month is run once, each owner e-mailed once. PGlite has one process only
// (monthly-run.test.ts runs two at once on it).
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('monthly licensing reminders from two connections to one PostgreSQL', () => {
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
    const [agency] = await a.db
      .insert(agencies)
      .values({ name: 'Agência Mensal', email: 'mensal@agencia.com.br', cnpj: 'cnpj-mensal', planId: 'basico', status: 'active' })
      .returning({ id: agencies.id });
    const agencyId = agency!.id;
    await a.db.insert(licensingReminderSettings).values({ agencyId, autoMonthly: true, honorariosCents: 15000 });
    // Thirty owners with consent, each with a vehicle of final 0, 1 or 2 (due in May 2026).
    for (let i = 0; i < 30; i++) {
      const [owner] = await a.db
        .insert(owners)
        .values({ agencyId, nome: `Dono ${i}`, searchName: `dono ${i}`, email: `dono${i}@cliente.com.br` })
        .returning({ id: owners.id });
      const placa = `MEN${String(1000 + i * 10 + (i % 3)).slice(-4)}`;
      await a.db.insert(vehicles).values({ agencyId, ownerId: owner!.id, placa, placaMercosul: placa, renavam: String(10_000_000_000 + i) });
      await a.db.insert(ownerConsents).values({ agencyId, ownerId: owner!.id, channel: 'email', grantedAt: new Date('2026-01-01T12:00:00Z') });
    }
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });

  it('runs the month once and e-mails each owner once', async () => {
    const now = () => new Date('2026-04-01T09:00:00-03:00');
    const runs = await Promise.all([a, b, a, b].map((d) => runMonthlyReminders({ db: d.db, mailer, publicUrl: 'http://localhost:3000', now })));
    expect(runs.filter((r) => r !== null)).toEqual([{ agencies: 1, emails: 30, reminders: 30, skipped: 0 }]);
    expect(new Set(sent.map((m) => m.to)).size).toBe(30);
    expect(sent).toHaveLength(30);
    expect(await a.db.select().from(licensingReminders)).toHaveLength(30);
    expect((await a.db.select().from(jobRuns)).filter((r) => r.job === 'licensing-reminders').map((r) => [r.period, r.finishedAt !== null])).toEqual([
      ['2026-04', true],
    ]);
  });
});
