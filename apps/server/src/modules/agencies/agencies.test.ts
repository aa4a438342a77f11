import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMessages } from '@despacha/domain/messages';
import { agencyMessages } from '@despacha/domain/agency-messages';
import { agencies } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cookieA: string;
let cookieB: string;
let agencyA: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  cookieA = await t.userSession('Alice', 'alice@agencia-a.com.br');
  cookieB = await t.userSession('Bruno', 'bruno@agencia-b.com.br');
});
afterAll(async () => t.close());

describe('onboarding', () => {
  it('creates the agency on a 30-day trial and makes the user its dispatcher', async () => {
    const res = await t.onboard(cookieA, { name: 'Despachante A', cnpj: '12.ABC.345/01DE-35', planId: 'intermediario' });
    expect(res.statusCode).toBe(201);
    agencyA = res.json();
    expect(agencyA).toMatchObject({ name: 'Despachante A', cnpj: '12ABC34501DE35', status: 'trial', planId: 'intermediario', phone: '21987654321' });
    const trialEnds = new Date(res.json().trialEndsAt).getTime();
    expect(Math.round((trialEnds - Date.now()) / 86_400_000)).toBe(30);

    const me = await t.request({ url: '/api/me', cookie: cookieA });
    expect(me.json().profile).toMatchObject({ role: 'dispatcher', agencyId: agencyA.id });
    expect(me.json().agency.name).toBe('Despachante A');
  });

  it('a user belongs to at most one agency', async () => {
    const again = await t.onboard(cookieA, { name: 'Outra' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(agencyMessages.alreadyMember);
    expect(await t.db.select().from(agencies).where(eq(agencies.name, 'Outra'))).toHaveLength(0);
  });

  it('rejects an invalid CNPJ, a bad phone and an unknown plan with messages per field', async () => {
    const res = await t.onboard(cookieB, { name: '  ', cnpj: '11.222.333/0001-82', phone: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: agencyMessages.nameRequired,
      cnpj: formatMessages.cnpjInvalid,
      phone: formatMessages.phoneInvalid,
    });
    const plan = await t.onboard(cookieB, { planId: 'ouro' });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().error.fields).toEqual({ planId: agencyMessages.planUnknown });
  });

  it('requires a session', async () => {
    const res = await t.onboard('');
    expect(res.statusCode).toBe(401);
  });

  it('the platform administrator does not onboard', async () => {
    const admin = await t.userSession('Dono', OWNER_EMAIL);
    expect((await t.onboard(admin)).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it("a second agency's user gets 404 for the first agency", async () => {
    const b = await t.onboard(cookieB, { name: 'Despachante B', cnpj: '11.222.333/0001-81' });
    expect(b.statusCode).toBe(201);
    const cross = await t.request({ url: `/api/agencies/${agencyA.id}`, cookie: cookieB });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().error.code).toBe('NOT_FOUND');
    const own = await t.request({ url: `/api/agencies/${b.json().id}`, cookie: cookieB });
    expect(own.statusCode).toBe(200);
    expect((await t.request({ url: '/api/agency', cookie: cookieB })).json().name).toBe('Despachante B');
  });

  it('a user with no agency sees none; a made-up id is 404 too', async () => {
    const loner = await t.userSession('Sem Agência', 'sem@agencia.com.br');
    expect((await t.request({ url: `/api/agencies/${agencyA.id}`, cookie: loner })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/agencies/nao-existe', cookie: cookieA })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/agency', cookie: loner })).statusCode).toBe(404);
  });

  it('the administrator reads any agency and lists them newest first', async () => {
    const admin = await t.login(OWNER_EMAIL);
    expect((await t.request({ url: `/api/agencies/${agencyA.id}`, cookie: admin })).statusCode).toBe(200);
    const list = await t.request({ url: '/api/admin/agencies', cookie: admin });
    expect(list.json().map((a: { name: string }) => a.name)).toEqual(['Despachante B', 'Despachante A']);
  });

  it('lists the active plans with prices in centavos', async () => {
    const res = await t.request({ url: '/api/plans', cookie: cookieA });
    expect(res.json().map((p: { id: string; priceCents: number; baseUsers: number }) => [p.id, p.priceCents, p.baseUsers])).toEqual([
      ['basico', 19900, 2],
      ['intermediario', 39900, 5],
      ['avancado', 69900, 10],
    ]);
  });
});
