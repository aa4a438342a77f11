import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, subscriptionChanges } from '../../db/schema/index.ts';
import { addDays } from '../../lib/dates.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let dispatcher: string;
let user: string;
const ids: Record<string, string> = {};
const now = new Date();
const daysAgo = (d: number) => addDays(now, -d);

async function agency(key: string, values: { status: string; planId: string; createdAt: Date; trialEndsAt?: Date }) {
  const [row] = await t.db
    .insert(agencies)
    .values({ name: `Cliente ${key}`, email: `${key.toLowerCase()}@clientes.com.br`, cnpj: `cnpj-${key}`, ...values })
    .returning({ id: agencies.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  dispatcher = await t.userSession('Diana', 'diana@agencia.com.br');
  user = await t.userSession('Ugo', 'ugo@semagencia.com.br');
  // The dispatcher's agency: created now, on a 30-day trial of the intermediate plan.
  ids.Onboarded = (await t.onboard(dispatcher, { name: 'Cliente Onboarded', planId: 'intermediario' })).json().id;

  await agency('A', { status: 'active', planId: 'basico', createdAt: daysAgo(60) });
  await agency('B', { status: 'active', planId: 'avancado', createdAt: daysAgo(60) });
  await agency('C', { status: 'cancelled', planId: 'basico', createdAt: daysAgo(60) });
  await agency('E', { status: 'cancelled', planId: 'basico', createdAt: daysAgo(90) });
  await agency('S', { status: 'active', planId: 'intermediario', createdAt: daysAgo(45) });
  await agency('X', { status: 'trial', planId: 'basico', createdAt: daysAgo(40), trialEndsAt: daysAgo(10) });
  await t.db.insert(subscriptionChanges).values([
    // C cancelled 10 days ago: lost in the period.
    { agencyId: ids.C, oldPlan: 'basico', newPlan: 'basico', oldStatus: 'active', newStatus: 'cancelled', changeType: 'status_change', createdAt: daysAgo(10) },
    // S was cancelled at the period start and came back: it did not count at the start.
    {
      agencyId: ids.S,
      oldPlan: 'intermediario',
      newPlan: 'intermediario',
      oldStatus: 'cancelled',
      newStatus: 'active',
      changeType: 'status_change',
      createdAt: daysAgo(5),
    },
    // S left trial long before: a converted trial.
    {
      agencyId: ids.S,
      oldPlan: 'intermediario',
      newPlan: 'intermediario',
      oldStatus: 'trial',
      newStatus: 'active',
      changeType: 'status_change',
      createdAt: daysAgo(40),
    },
    {
      agencyId: ids.S,
      oldPlan: 'intermediario',
      newPlan: 'intermediario',
      oldStatus: 'active',
      newStatus: 'cancelled',
      changeType: 'status_change',
      createdAt: daysAgo(35),
    },
  ]);
});
afterAll(async () => t.close());

describe('subscriptions: authorization', () => {
  it('anonymous callers get 401, dispatchers and users 403', async () => {
    for (const url of ['/api/admin/subscriptions/summary', '/api/admin/subscriptions/trials']) {
      expect((await t.request({ url })).statusCode, url).toBe(401);
      expect((await t.request({ url, cookie: dispatcher })).statusCode, url).toBe(403);
      expect((await t.request({ url, cookie: user })).statusCode, url).toBe(403);
    }
  });
});

describe('subscription summary', () => {
  /*
   * Over the last 30 days a client counts while active, trial or suspended.
   * At the start: A, B, C (active then), X (trial then) = 4. S was cancelled at the start
   * (old_status of its first change after the start), E was cancelled, Onboarded did not exist.
   * Now: A, B, S, X, Onboarded = 5. Lost: C = 1.
   * Churn = 1 / 4 = 25%. Growth = (5 − 4) / 4 = 25%.
   * MRR = active clients × plan price: A 199 + B 699 + S 399 = R$ 1.297,00; ARR = × 12.
   */
  it('computes MRR, ARR, churn and growth from the database', async () => {
    const res = await t.request({ url: '/api/admin/subscriptions/summary', cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mrrCents: 129700,
      arrCents: 1556400,
      churnRate: 25,
      growthRate: 25,
      activeSubscriptions: 3,
      totalClients: 7,
      periodDays: 30,
    });
  });
});

describe('trials', () => {
  it('lists current trials (active or expired) and converted ones', async () => {
    const res = await t.request({ url: '/api/admin/subscriptions/trials', cookie: admin });
    const byName = Object.fromEntries((res.json().items as { clientName: string }[]).map((r) => [r.clientName, r]));
    expect(Object.keys(byName).sort()).toEqual(['Cliente Onboarded', 'Cliente S', 'Cliente X']);
    expect(byName['Cliente Onboarded']).toMatchObject({ planId: 'intermediario', planName: 'Intermediário', status: 'active', clientStatus: 'trial' });
    expect(byName['Cliente X']).toMatchObject({ status: 'expired', endDate: daysAgo(10).toISOString(), startDate: daysAgo(40).toISOString() });
    expect(byName['Cliente S']).toMatchObject({ status: 'converted', clientStatus: 'active', endDate: daysAgo(40).toISOString() });
  });
});
