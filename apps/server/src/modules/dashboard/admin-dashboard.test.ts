import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, invoices, payments, subscriptionChanges } from '../../db/schema/index.ts';
import { addDays } from '../../lib/dates.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getAdminDashboard } from './admin-dashboard.ts';

let t: TestApp;
let admin: string;
let dispatcher: string;
const now = new Date('2026-02-20T15:00:00Z');
const ids: Record<string, string> = {};

async function agency(key: string, planId: string, status: string, extra: Partial<typeof agencies.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(agencies)
    .values({ name: `Cliente ${key}`, email: `${key}@painel.com.br`, cnpj: `cnpj-${key}`, planId, status, createdAt: addDays(now, -90), ...extra })
    .returning({ id: agencies.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona', OWNER_EMAIL);
  dispatcher = await t.userSession('Diana', 'diana@painel.com.br');
  // Seven paying agencies: 2 × Avançado 699 + 3 × Intermediário 399 + 2 × Básico 199 = R$ 2.993,00
  // in plan prices; one Básico has 2 additional users at R$ 50, so they are charged R$ 3.093,00.
  for (const [key, plan, extra] of [
    ['av1', 'avancado', 0],
    ['av2', 'avancado', 0],
    ['in1', 'intermediario', 0],
    ['in2', 'intermediario', 0],
    ['in3', 'intermediario', 0],
    ['ba1', 'basico', 2],
    ['ba2', 'basico', 0],
  ] as const)
    await agency(key, plan, 'active', { additionalUsers: extra });
  // Trials and suspended agencies pay nothing, whatever their seats.
  await agency('soon', 'basico', 'trial', { trialEndsAt: addDays(now, 3), additionalUsers: 4 });
  await agency('later', 'basico', 'trial', { trialEndsAt: addDays(now, 12) });
  await agency('susp', 'avancado', 'suspended', { additionalUsers: 1 });
  await agency('gone', 'basico', 'cancelled');

  const [overdue] = await t.db
    .insert(invoices)
    .values({ agencyId: ids.susp!, planId: 'avancado', amountCents: 72900, issuedOn: '2026-01-01', dueOn: '2026-01-11', status: 'overdue' })
    .returning({ id: invoices.id });
  const [paid] = await t.db
    .insert(invoices)
    .values({ agencyId: ids.av1!, planId: 'avancado', amountCents: 69900, issuedOn: '2026-02-01', dueOn: '2026-02-11', status: 'paid' })
    .returning({ id: invoices.id });
  await t.db.insert(payments).values([
    { agencyId: ids.av1!, invoiceId: paid!.id, method: 'pix', amountCents: 69900, paidOn: '2026-02-05' },
    // January's money is not this month's.
    { agencyId: ids.susp!, invoiceId: overdue!.id, method: 'pix', amountCents: 1000, paidOn: '2026-01-20' },
  ]);
});
afterAll(async () => t.close());

describe('MRR counts additional users (issue 14 item 9)', () => {
  it('is what the active agencies are charged a month: R$ 3.093,00, not the plan prices alone', async () => {
    const res = await t.request({ url: '/api/admin/subscriptions/summary', cookie: admin });
    expect(res.json()).toMatchObject({ mrrCents: 309300, arrCents: 12 * 309300, activeSubscriptions: 7 });
  });
});

describe('admin dashboard', () => {
  it('is for administrators only', async () => {
    expect((await t.request({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/admin/dashboard', cookie: dispatcher })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/admin/dashboard', cookie: admin })).statusCode).toBe(200);
  });

  it('shows the platform: clients by status, MRR, what is owed, trials ending, the month so far', async () => {
    const d = await getAdminDashboard(t.db, now);
    expect(d.clients).toEqual({ total: 11, byStatus: { active: 7, trial: 2, suspended: 1, cancelled: 1, inactive: 0 } });
    expect(d.mrrCents).toBe(309300);
    expect(d.overdueCents).toBe(71900);
    expect(d.overdueInvoices).toBe(1);
    expect(d.collectionRate).toBe(50);
    expect(d.trialsEnding.map((x) => x.clientName)).toEqual(['Cliente soon']);
    // February 1–20: R$ 699,00 by PIX; 10% taxes; PIX fee 0 by default.
    expect(d.month).toMatchObject({ from: '2026-02-01', to: '2026-02-20', grossCents: 69900, taxesCents: 6990, feesCents: 0, netCents: 62910 });
  });
});

describe('subscription history', () => {
  it('reads "Sistema" where billing changed the status with no user', async () => {
    await t.db.insert(subscriptionChanges).values({
      agencyId: ids.susp!,
      oldPlan: 'avancado',
      newPlan: 'avancado',
      oldStatus: 'active',
      newStatus: 'suspended',
      changeType: 'status_change',
      changeReason: 'Inadimplência',
      changedBy: null,
    });
    const res = await t.request({ url: '/api/admin/subscription-changes', cookie: admin });
    const row = res.json().find((c: { clientId: string }) => c.clientId === ids.susp);
    expect(row).toMatchObject({ changedByName: 'Sistema', changeReason: 'Inadimplência', newStatus: 'suspended' });
  });
});
