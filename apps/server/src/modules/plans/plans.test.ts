import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminMessages } from '@despacha/domain/admin-messages';
import { agencyMessages } from '@despacha/domain/agency-messages';
import { agencies } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { slugify } from './save-plan.ts';

let t: TestApp;
let admin: string;
let dispatcher: string;
let user: string;
let agencyId: string;

type Plan = { id: string; name: string; clients: number; active: boolean; priceCents: number };
const adminPlans = async () => (await t.request({ url: '/api/admin/plans', cookie: admin })).json() as Plan[];
const offered = async (cookie: string) => ((await t.request({ url: '/api/plans', cookie })).json() as Plan[]).map((p) => p.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  dispatcher = await t.userSession('Diana', 'diana@agencia.com.br');
  user = await t.userSession('Ugo', 'ugo@semagencia.com.br');
  const res = await t.onboard(dispatcher, { planId: 'basico' });
  agencyId = res.json().id;
});
afterAll(async () => t.close());

describe('admin plans: authorization', () => {
  const calls = [
    { method: 'GET', url: '/api/admin/plans' },
    { method: 'GET', url: '/api/admin/plans/basico' },
    { method: 'POST', url: '/api/admin/plans', body: { name: 'X', priceCents: 100 } },
    { method: 'PATCH', url: '/api/admin/plans/basico', body: { active: false } },
  ];
  it('anonymous callers get 401, dispatchers and users 403', async () => {
    for (const c of calls) {
      expect((await t.request(c)).statusCode, `${c.method} ${c.url}`).toBe(401);
      expect((await t.request({ ...c, cookie: dispatcher })).statusCode, `${c.method} ${c.url}`).toBe(403);
      expect((await t.request({ ...c, cookie: user })).statusCode, `${c.method} ${c.url}`).toBe(403);
    }
    expect((await adminPlans()).find((p) => p.id === 'basico')?.active).toBe(true);
  });
});

describe('admin plans', () => {
  it('lists every plan with the clients counted by the database', async () => {
    const plans = await adminPlans();
    expect(plans.map((p) => [p.id, p.clients, p.active])).toEqual([
      ['basico', 1, true],
      ['intermediario', 0, true],
      ['avancado', 0, true],
    ]);
  });

  it("requires name and price: 'Nome e preço são obrigatórios.'", async () => {
    const res = await t.request({ method: 'POST', url: '/api/admin/plans', cookie: admin, body: { name: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: adminMessages.planRequired, priceCents: adminMessages.planRequired });
  });

  it('rejects a negative price, fewer than 1 user, a negative additional price or trial', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/plans',
      cookie: admin,
      body: { name: 'X', priceCents: -1, baseUsers: 0, additionalUserPriceCents: -5, trialDays: -1 },
    });
    expect(res.json().error.fields).toEqual({
      priceCents: adminMessages.planPriceInvalid,
      baseUsers: adminMessages.planBaseUsersInvalid,
      additionalUserPriceCents: adminMessages.planAdditionalPriceInvalid,
      trialDays: adminMessages.planTrialDaysInvalid,
    });
  });

  it('answers 400 with the field message, not 500, for numbers past their int4 column or texts past their limit', async () => {
    const over = { name: 'X', priceCents: 2 ** 31, baseUsers: 2 ** 31, additionalUserPriceCents: 2 ** 31, trialDays: 2 ** 31 };
    const res = await t.request({ method: 'POST', url: '/api/admin/plans', cookie: admin, body: over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      priceCents: adminMessages.planPriceTooLarge,
      baseUsers: adminMessages.planBaseUsersTooLarge,
      additionalUserPriceCents: adminMessages.planAdditionalPriceTooLarge,
      trialDays: adminMessages.planTrialDaysTooLarge,
    });
    const long = await t.request({
      method: 'PATCH',
      url: '/api/admin/plans/basico',
      cookie: admin,
      body: { name: 'N'.repeat(5000), features: ['f'.repeat(301)] },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ name: 'Máximo de 120 caracteres', 'features.0': adminMessages.planFeatureTooLong });
  });

  it('creates with the defaults: 1 user, no additional price, 30 trial days (also for 0), blank features dropped', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/plans',
      cookie: admin,
      body: { name: 'Plano Ouro Plus', priceCents: 99900, trialDays: 0, features: ['Tudo', '  ', ' Suporte 24h '] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: 'plano-ouro-plus',
      name: 'Plano Ouro Plus',
      priceCents: 99900,
      baseUsers: 1,
      additionalUserPriceCents: 0,
      trialDays: 30,
      description: '',
      features: ['Tudo', 'Suporte 24h'],
      active: true,
      clients: 0,
    });
    expect((await adminPlans()).map((p) => p.id)).toContain('plano-ouro-plus');
    expect(await offered(dispatcher)).toContain('plano-ouro-plus');
  });

  it('generates a unique id from the name', async () => {
    const a = await t.request({ method: 'POST', url: '/api/admin/plans', cookie: admin, body: { name: 'Básico', priceCents: 0, trialDays: 7 } });
    const b = await t.request({ method: 'POST', url: '/api/admin/plans', cookie: admin, body: { name: 'basico!', priceCents: 0 } });
    expect([a.json().id, b.json().id]).toEqual(['basico-2', 'basico-3']);
    expect(a.json().trialDays).toBe(7);
    expect(slugify('  Avançado – Órgãos Públicos  ')).toBe('avancado-orgaos-publicos');
    expect(slugify('!!!')).toBe('plano');
  });

  it('edits the fields sent', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/admin/plans/plano-ouro-plus',
      cookie: admin,
      body: { name: 'Ouro', priceCents: 89900, baseUsers: 8, trialDays: 0, features: ['A', ''] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'plano-ouro-plus',
      name: 'Ouro',
      priceCents: 89900,
      baseUsers: 8,
      trialDays: 30,
      features: ['A'],
      additionalUserPriceCents: 0,
    });
    const bad = await t.request({ method: 'PATCH', url: '/api/admin/plans/plano-ouro-plus', cookie: admin, body: { name: '', priceCents: -3 } });
    expect(bad.json().error.fields).toEqual({ name: adminMessages.planRequired, priceCents: adminMessages.planPriceInvalid });
    expect((await t.request({ method: 'PATCH', url: '/api/admin/plans/nao-existe', cookie: admin, body: { active: false } })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/admin/plans/nao-existe', cookie: admin })).statusCode).toBe(404);
  });

  it('a deactivated plan is not offered to new agencies, but its clients keep it', async () => {
    const off = await t.request({ method: 'PATCH', url: '/api/admin/plans/basico', cookie: admin, body: { active: false } });
    expect(off.json()).toMatchObject({ id: 'basico', active: false, clients: 1, name: 'Básico' });
    expect(await offered(dispatcher)).not.toContain('basico');

    const newcomer = await t.userSession('Nina', 'nina@nova.com.br');
    const refused = await t.onboard(newcomer, { planId: 'basico', cnpj: '12.ABC.345/01DE-35' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ planId: agencyMessages.planUnknown });
    const accepted = await t.onboard(newcomer, { planId: 'intermediario', cnpj: '12.ABC.345/01DE-35' });
    expect(accepted.statusCode).toBe(201);

    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    expect(agency?.planId).toBe('basico');
    expect((await t.request({ url: '/api/agency', cookie: dispatcher })).json().planId).toBe('basico');

    await t.request({ method: 'PATCH', url: '/api/admin/plans/basico', cookie: admin, body: { active: true } });
    expect(await offered(dispatcher)).toContain('basico');
    expect((await adminPlans()).find((p) => p.id === 'intermediario')?.clients).toBe(1);
  });
});
