import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessages as f } from '@despacha/domain/messages';
import { billingMessages } from '@despacha/domain/billing/messages';
import { TRIALS_PAGE_SIZE, trialSortKeys, type TrialPage, type TrialResponse } from '@despacha/domain/contracts/subscription-metrics';
import { agencies, subscriptionChanges } from '../../db/schema/index.ts';
import { addDays } from '../../lib/dates.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

// GET /api/admin/subscriptions/trials: paged, filtered and sorted by the database.

let t: TestApp;
let admin: string;
let dispatcher: string;
const ids: Record<string, string> = {};
const now = new Date();
const BULK = 19;
const plansInTurn = ['basico', 'intermediario', 'avancado'] as const;

async function agency(key: string, name: string, values: Partial<typeof agencies.$inferInsert>) {
  const [row] = await t.db
    .insert(agencies)
    .values({ name, email: `${key.toLowerCase()}@testes.com.br`, cnpj: `cnpj-${key}`, planId: 'basico', status: 'trial', ...values })
    .returning({ id: agencies.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  dispatcher = await t.userSession('Diana', 'diana@agencia.com.br');
  // The dispatcher's own agency: onboarded now, on trial (one more running trial).
  await t.onboard(dispatcher, { name: 'Onboarded Despachante' });
  // One of each status; accented and lower-case names test the reader's order.
  await agency('X', 'Ágil Despachante', { createdAt: addDays(now, -40), trialEndsAt: addDays(now, -10) });
  await agency('S', 'Bento Despachante', { status: 'suspended', planId: 'avancado', createdAt: addDays(now, -50), trialEndsAt: addDays(now, -20) });
  await agency('C', 'cobra Despachante', { status: 'active', planId: 'intermediario', createdAt: addDays(now, -70) });
  await agency('N', 'Nova Despachante', { createdAt: addDays(now, -3) });
  // Not trials: suspended for another reason, active without having been on trial, cancelled.
  await agency('Late', 'Devedor Despachante', { status: 'suspended', createdAt: addDays(now, -90) });
  await agency('Paying', 'Pagante Despachante', { status: 'active', createdAt: addDays(now, -90) });
  await agency('Gone', 'Saiu Despachante', { status: 'cancelled', createdAt: addDays(now, -90) });
  for (let i = 1; i <= BULK; i++) {
    const n = String(i).padStart(2, '0');
    await agency(`B${n}`, `Cliente ${n}`, { planId: plansInTurn[i % 3], createdAt: addDays(now, -i - 4), trialEndsAt: addDays(now, i) });
  }
  await t.db.insert(subscriptionChanges).values([
    {
      agencyId: ids.S!,
      oldStatus: 'trial',
      newStatus: 'suspended',
      changeType: 'status_change',
      changeReason: billingMessages.trialEndedReason,
      createdAt: addDays(now, -20),
    },
    {
      agencyId: ids.Late!,
      oldStatus: 'active',
      newStatus: 'suspended',
      changeType: 'status_change',
      changeReason: 'Inadimplência',
      createdAt: addDays(now, -5),
    },
    // C was moved to trial 60 days ago (its trial starts then, not at creation) and converted 30 days ago.
    { agencyId: ids.C!, oldStatus: 'active', newStatus: 'trial', changeType: 'status_change', createdAt: addDays(now, -60) },
    { agencyId: ids.C!, oldStatus: 'trial', newStatus: 'active', changeType: 'status_change', createdAt: addDays(now, -30) },
  ]);
});
afterAll(async () => t.close());

const TOTAL = BULK + 5;
const get = (query = '', cookie = admin) => t.request({ url: `/api/admin/subscriptions/trials${query}`, cookie });
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, query).toBe(200);
  return res.json() as TrialPage;
};
/** Every trial in the order asked, read page by page. */
async function everyPage(query: string) {
  const rows: TrialResponse[] = [];
  for (let p = 1; ; p++) {
    const answer = await page(`${query}&page=${p}`);
    rows.push(...answer.items);
    if (p * answer.pageSize >= answer.total) return rows;
  }
}

describe('trials: who may list them', () => {
  it('anonymous 401, a dispatcher 403', async () => {
    expect((await t.request({ url: '/api/admin/subscriptions/trials' })).statusCode).toBe(401);
    expect((await get('', dispatcher)).statusCode).toBe(403);
    expect((await get('?page=2&sort=client', dispatcher)).statusCode).toBe(403);
  });
});

describe('trials: pages', () => {
  it('page 2 continues page 1 without repeating a row; the total counts every trial', async () => {
    const first = await page('');
    const second = await page('?page=2');
    expect(first).toMatchObject({ total: TOTAL, page: 1, pageSize: TRIALS_PAGE_SIZE });
    expect(first.items).toHaveLength(TRIALS_PAGE_SIZE);
    expect(second).toMatchObject({ total: TOTAL, page: 2 });
    expect(second.items).toHaveLength(TOTAL - TRIALS_PAGE_SIZE);
    const both = [...first.items, ...second.items].map((r) => r.clientId);
    expect(new Set(both).size).toBe(TOTAL);
    expect(both).not.toContain(ids.Late);
    expect(both).not.toContain(ids.Paying);
    expect(both).not.toContain(ids.Gone);
    // The newest trial first, as before: the onboarded one (today), then N (3 days ago).
    expect(first.items.slice(0, 2).map((r) => r.clientName)).toEqual(['Onboarded Despachante', 'Nova Despachante']);
    expect((await page('?page=3')).items).toEqual([]);
  });
});

describe('trials: status, as it was computed in Node', () => {
  it('active until the end date (or without one), expired after it or suspended at its end, converted once active', async () => {
    const byKey = Object.fromEntries((await everyPage('?sort=client&dir=asc')).map((r) => [r.clientId, r]));
    expect(byKey[ids.X!]).toMatchObject({
      status: 'expired',
      clientStatus: 'trial',
      endDate: addDays(now, -10).toISOString(),
      startDate: addDays(now, -40).toISOString(),
    });
    expect(byKey[ids.S!]).toMatchObject({ status: 'expired', clientStatus: 'suspended', endDate: addDays(now, -20).toISOString(), planName: 'Avançado' });
    expect(byKey[ids.C!]).toMatchObject({
      status: 'converted',
      clientStatus: 'active',
      startDate: addDays(now, -60).toISOString(),
      endDate: addDays(now, -30).toISOString(),
    });
    expect(byKey[ids.N!]).toMatchObject({ status: 'active', clientStatus: 'trial', endDate: null, clientEmail: 'n@testes.com.br' });
    expect(byKey[ids.B01!]).toMatchObject({ status: 'active', endDate: addDays(now, 1).toISOString(), planName: 'Intermediário' });
  });

  it('filters by status in the database', async () => {
    const expired = await page('?status=expired&sort=client&dir=asc');
    expect(expired.total).toBe(2);
    expect(expired.items.map((r) => r.clientName)).toEqual(['Ágil Despachante', 'Bento Despachante']);
    expect((await page('?status=converted')).items.map((r) => r.clientId)).toEqual([ids.C]);
    expect((await page('?status=active')).total).toBe(BULK + 2);
  });
});

describe('trials: sorted by the database', () => {
  const reader = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  const planRank: Record<string, number> = { Avançado: 0, Básico: 1, Intermediário: 2 };
  const statusRank: Record<string, number> = { active: 0, converted: 1, expired: 2 };
  const compare: Record<(typeof trialSortKeys)[number], (a: TrialResponse, b: TrialResponse) => number> = {
    client: (a, b) => reader.compare(a.clientName, b.clientName),
    plan: (a, b) => planRank[a.planName]! - planRank[b.planName]!,
    start: (a, b) => a.startDate.localeCompare(b.startDate),
    end: (a, b) => a.endDate!.localeCompare(b.endDate!),
    status: (a, b) => statusRank[a.status]! - statusRank[b.status]!,
  };

  it.each(trialSortKeys.flatMap((key) => (['asc', 'desc'] as const).map((dir) => [key, dir] as const)))('by %s %s, across pages', async (key, dir) => {
    const rows = await everyPage(`?sort=${key}&dir=${dir}`);
    expect(rows).toHaveLength(TOTAL);
    // A trial without an end date stays last in both directions.
    const dated = key === 'end' ? rows.filter((r) => r.endDate !== null) : rows;
    if (key === 'end') expect(rows.slice(dated.length).map((r) => r.clientId)).toEqual([ids.N]);
    const sign = dir === 'asc' ? 1 : -1;
    for (let i = 1; i < dated.length; i++)
      expect(sign * compare[key](dated[i - 1]!, dated[i]!), `${dated[i - 1]!.clientName} / ${dated[i]!.clientName}`).toBeLessThanOrEqual(0);
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(TOTAL);
  });

  it('names sort case- and accent-blind', async () => {
    const names = (await everyPage('?sort=client&dir=asc')).map((r) => r.clientName);
    expect(names.slice(0, 3)).toEqual(['Ágil Despachante', 'Bento Despachante', 'Cliente 01']);
    expect(names.indexOf('cobra Despachante')).toBe(names.indexOf('Cliente 19') + 1);
  });
});

describe('trials: refused queries', () => {
  it.each([
    ['?sort=nome', 'sort', f.sortInvalid],
    ['?dir=up', 'dir', f.sortInvalid],
    ['?page=0', 'page', f.pageInvalid],
    ['?page=abc', 'page', f.pageInvalid],
    ['?status=zumbi', 'status', billingMessages.trialStatusInvalid],
  ])('%s: 400 with the pt-BR message', async (query, field, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });
});
