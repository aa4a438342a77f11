import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCnpj } from '@despacha/domain/validators/cnpj';
import { agencies, invoices, subscriptionChanges } from '../schema/index.ts';
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

  it('subscription changes of every type by the admin, and paid, pending and overdue invoices', async () => {
    const changes = (await t.request({ url: '/api/admin/subscription-changes', cookie: admin })).json();
    expect(new Set(changes.map((c: { changeType: string }) => c.changeType))).toEqual(new Set(['upgrade', 'downgrade', 'status_change']));
    expect(changes.every((c: { changedByName: string; clientName: string }) => c.changedByName === 'Dona' && c.clientName)).toBe(true);
    expect((await t.db.select().from(subscriptionChanges)).length).toBe(changes.length);
    const statuses = new Set((await t.db.select().from(invoices)).map((i) => i.status));
    expect(statuses).toEqual(new Set(['paid', 'pending', 'overdue']));
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
});
