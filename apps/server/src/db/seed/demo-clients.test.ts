import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCnpj } from '@despacha/domain/validators/cnpj';
import { agencies, invoices, payments, subscriptionChanges } from '../schema/index.ts';
import { addIsoDays } from '@despacha/domain/billing/periods';
import { todayIso } from '../../lib/dates.ts';
import type { Mailer } from '../../lib/mail.ts';
import { runDailyBilling } from '../../modules/billing/jobs/daily-billing.ts';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../../testing/test-app.ts';
import { seedDemoClients } from './demo-clients.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona', OWNER_EMAIL);
  await seedDemoClients(t.db, OWNER_EMAIL);
  await seedDemoClients(t.db, OWNER_EMAIL);
});
afterAll(async () => t.close());

describe('demo clients', () => {
  it('a dozen clients with valid CNPJs in every status, seeded once', async () => {
    const rows = await t.db.select().from(agencies);
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => isCnpj(r.cnpj))).toBe(true);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['active', 'trial', 'suspended', 'cancelled', 'inactive']));
  });

  it('subscription changes of every type by the admin, the dunning suspension by Sistema', async () => {
    const changes = (await t.request({ url: '/api/admin/subscription-changes', cookie: admin })).json();
    expect(new Set(changes.map((c: { changeType: string }) => c.changeType))).toEqual(new Set(['upgrade', 'downgrade', 'status_change']));
    expect(changes.every((c: { clientName: string }) => c.clientName)).toBe(true);
    const rows = await t.db.select().from(subscriptionChanges);
    expect(rows.length).toBe(changes.length);
    const bySystem = rows.filter((r) => r.changedBy === null);
    expect(bySystem.map((r) => [r.oldStatus, r.newStatus, r.changeReason])).toEqual([['active', 'suspended', 'Inadimplência']]);
    expect(changes.filter((c: { changedByName: string }) => c.changedByName === 'Dona')).toHaveLength(rows.length - 1);
    const statuses = new Set((await t.db.select().from(invoices)).map((i) => i.status));
    expect(statuses).toContain('paid');
    expect(statuses).toContain('overdue');
  });

  it('the list and a detail read them from the database', async () => {
    const list = (await t.request({ url: '/api/admin/clients?q=copacabana', cookie: admin })).json();
    expect(list.items[0]).toMatchObject({ name: 'Despachante Copacabana', planName: 'Avançado', totalUsers: 3 });
    const d = (await t.request({ url: `/api/admin/clients/${list.items[0].id}`, cookie: admin })).json();
    expect(d.seats).toEqual({ base: 10, additional: 2, total: 12 });
    expect(d.billing.totalPaidCents).toBeGreaterThan(0);
    expect(d.billing.invoices.some((i: { planId: string }) => i.planId === 'intermediario')).toBe(true);
    expect(d.activity.map((a: { kind: string }) => a.kind)).toContain('subscription');
  });

  it('months of invoices by the billing rules, paid ones covered by confirmed payments', async () => {
    const clients = await t.db.select().from(agencies);
    const all = await t.db.select().from(invoices);
    const paidBy = new Map<string, number>();
    for (const p of await t.db.select().from(payments)) if (p.status === 'confirmed') paidBy.set(p.invoiceId, (paidBy.get(p.invoiceId) ?? 0) + p.amountCents);
    const today = todayIso();
    for (const c of clients) {
      const own = all.filter((i) => i.agencyId === c.id).sort((a, b) => a.periodStart!.localeCompare(b.periodStart!));
      if (c.status === 'trial') expect(own, c.name).toHaveLength(0);
      own.forEach((i, n) => {
        expect(i.amountCents, c.name).toBe(i.planPriceCents + i.additionalUsers * i.additionalUserPriceCents);
        expect(i.dueOn).toBe(addIsoDays(i.issuedOn, 10));
        if (n > 0) expect(i.periodStart, c.name).toBe(addIsoDays(own[n - 1]!.periodEnd!, 1));
        if (i.status === 'paid') expect(paidBy.get(i.id) ?? 0, c.name).toBeGreaterThanOrEqual(i.amountCents);
        else expect(paidBy.has(i.id), c.name).toBe(false);
        if (i.status === 'pending') expect(i.dueOn >= today, c.name).toBe(true);
      });
      if (c.status !== 'suspended')
        expect(
          own.some((i) => i.status === 'overdue'),
          c.name,
        ).toBe(false);
      else
        expect(
          own.some((i) => i.status === 'overdue'),
          c.name,
        ).toBe(true);
    }
    const copacabana = all.filter((i) => i.agencyId === clients.find((c) => c.name === 'Despachante Copacabana')!.id);
    expect(copacabana.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((i) => i.number)).size).toBe(all.length);
  });

  it('the daily job finds nothing to do on the seeded history', async () => {
    const before = await t.db.select().from(agencies);
    const quiet: Mailer = { kind: 'outbox', send: async () => true };
    const [day] = await runDailyBilling({ db: t.db, mailer: quiet, now: () => new Date() });
    expect(day!.summary).toMatchObject({ issued: 0, overdue: 0, suspended: 0, trialsEnded: 0 });
    expect((await t.db.select().from(agencies)).map((a) => a.status)).toEqual(before.map((a) => a.status));
  });
});
