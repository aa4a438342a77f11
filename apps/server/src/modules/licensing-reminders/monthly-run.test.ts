import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCpf, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { and, eq } from 'drizzle-orm';
import { jobRuns, licensingReminders } from '../../db/schema/index.ts';
import type { MailMessage, Mailer } from '../../lib/mail.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { MONTHLY_REMINDERS_JOB, runMonthlyReminders } from './monthly-run.ts';

// The monthly run (decision 066): on 10/04/2026 it reminds the owners whose vehicles fall due in
// May (finals 0, 1 and 2 of the 2026 calendar seeded by migration 0042), once across processes.

let t: TestApp;
let a: string;
let b: string;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  async send(message) {
    sent.push(message);
    return true;
  },
};
const now = () => new Date('2026-04-10T12:00:00-03:00');
const deps = () => ({ db: t.db, mailer, publicUrl: TEST_ORIGIN, now });
const call = (cookie: string, method: string, url: string, body?: unknown) => t.request({ method, url, cookie, body });
const ids: Record<string, string> = {};

async function vehicle(cookie: string, placa: string, owner: { id?: string; cpf?: string; email: string; consent: boolean }) {
  const cpf = owner.cpf ?? generateCpf();
  const res = await call(
    cookie,
    'POST',
    '/api/registrations',
    registration({
      owner: { id: owner.id, nome: `Dono ${owner.email}`, cpf, email: owner.email },
      vehicle: { placa, renavam: generateRenavam(), chassis: '' },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const saved = res.json() as { owner: { id: string }; vehicle: { id: string }; service: { id: string } };
  if (owner.consent) expect((await call(cookie, 'PUT', `/api/services/${saved.service.id}/tracking/consent`, { email: true })).statusCode).toBe(200);
  ids[placa] = saved.vehicle.id;
  return { ownerId: saved.owner.id, cpf };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  const two = await vehicle(a, 'RIO2A11', { email: 'duas@cliente.com.br', consent: true });
  await vehicle(a, 'QWE1230', { id: two.ownerId, cpf: two.cpf, email: 'duas@cliente.com.br', consent: false });
  await vehicle(a, 'SEM1232', { email: 'sem@cliente.com.br', consent: false });
  await vehicle(a, 'JUN1235', { email: 'junho@cliente.com.br', consent: true });
  await vehicle(b, 'BBB1231', { email: 'de-b@cliente.com.br', consent: true });
  expect((await call(a, 'PUT', '/api/licensing/reminder-settings', { autoMonthly: true, honorarios: '150,00' })).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('monthly licensing reminders', () => {
  it('runs once when two runs ask at once, as two instances would: one e-mail per consenting owner due next month, of agencies that turned it on', async () => {
    const outcomes = await Promise.all([runMonthlyReminders(deps()), runMonthlyReminders(deps())]);
    expect(outcomes.filter((o) => o !== null)).toEqual([{ agencies: 1, emails: 1, reminders: 2, skipped: 0 }]);
    expect(await runMonthlyReminders(deps())).toBeNull();

    expect(sent.map((s) => s.to)).toEqual(['duas@cliente.com.br']);
    expect(sent[0]!.text).toContain('RIO2A11');
    expect(sent[0]!.text).toContain('QWE-1230');
    const rows = await t.db.select().from(licensingReminders);
    expect(rows.map((r) => r.vehicleId).sort()).toEqual([ids.RIO2A11, ids.QWE1230].sort());
    expect(rows.every((r) => r.automatic && r.channel === 'email' && r.sentBy === null && r.sentByName === 'Lembrete automático')).toBe(true);
    const [run] = await t.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, MONTHLY_REMINDERS_JOB), eq(jobRuns.period, '2026-04')));
    expect(run?.finishedAt).not.toBeNull();
  });

  it('does nothing for an agency that left it off (the default)', async () => {
    await call(a, 'PUT', '/api/licensing/reminder-settings', { autoMonthly: false, honorarios: '150,00' });
    sent.length = 0;
    const may = () => new Date('2026-05-02T12:00:00-03:00');
    expect(await runMonthlyReminders({ ...deps(), now: may })).toEqual({ agencies: 0, emails: 0, reminders: 0, skipped: 0 });
    expect(sent).toEqual([]);
  });
});
