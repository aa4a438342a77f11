import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencyMessages } from '@despacha/domain/agency-messages';
import { clientMessages } from '@despacha/domain/admin-messages';
import { agencies } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cnpjFor } from '../../testing/numbered-documents.ts';

// One CNPJ, one agency, whichever way it came in: onboarding or the admin's client forms. On
// PostgreSQL (DATABASE_URL) the concurrent cases run on separate connections at once.
let t: TestApp;
let admin: string;
let users = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
});
afterAll(async () => t.close());

const newcomer = () => {
  users += 1;
  return t.userSession(`Pessoa ${users}`, `pessoa${users}@cnpj.test`);
};
const createClient = (cnpj: string, name = 'Cliente do Admin') =>
  t.request({ method: 'POST', url: '/api/admin/clients', cookie: admin, body: { name, email: 'admin-cliente@cnpj.test', planId: 'basico', cnpj } });
const agenciesWith = (cnpj: string) => t.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.cnpj, cnpj));
const expectCnpjTaken = (res: { statusCode: number; json: () => { error: { code: string; fields: unknown } } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json().error.code).toBe('CNPJ_TAKEN');
  expect(res.json().error.fields).toEqual({ cnpj: clientMessages.cnpjTaken });
};

describe('a CNPJ already registered', () => {
  it("onboarding with an admin-created client's CNPJ is a 409 on the field, as on the admin's form, and nothing is created", async () => {
    expect((await createClient(cnpjFor(1))).statusCode).toBe(201);
    const cookie = await newcomer();
    const res = await t.onboard(cookie, { name: 'Intrusa', cnpj: cnpjFor(1) });
    expectCnpjTaken(res);
    expect(await agenciesWith(cnpjFor(1))).toHaveLength(1);
    expect((await t.request({ url: '/api/me', cookie })).json().profile.agencyId).toBeNull();
    // The admin's own form answers the same.
    expectCnpjTaken(await createClient(cnpjFor(1), 'Outro'));
  });

  it("onboarding with another onboarded agency's CNPJ is a 409, in the formatted or bare spelling", async () => {
    expect((await t.onboard(await newcomer(), { cnpj: cnpjFor(2) })).statusCode).toBe(201);
    const formatted = cnpjFor(2).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    expectCnpjTaken(await t.onboard(await newcomer(), { cnpj: formatted }));
    expectCnpjTaken(await createClient(cnpjFor(2)));
    expect(await agenciesWith(cnpjFor(2))).toHaveLength(1);
  });
});

describe('at the same moment', () => {
  it('five people onboarding with one CNPJ: one 201, four 409, no 500', async () => {
    const cookies = await Promise.all(Array.from({ length: 5 }, newcomer));
    const results = await Promise.all(cookies.map((cookie, i) => t.onboard(cookie, { name: `Corrida ${i}`, cnpj: cnpjFor(3) })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expectCnpjTaken(r);
    expect(await agenciesWith(cnpjFor(3))).toHaveLength(1);
  });

  it('onboarding and the admin creating a client with one CNPJ: one 201, one 409', async () => {
    const cookie = await newcomer();
    const results = await Promise.all([t.onboard(cookie, { cnpj: cnpjFor(4) }), createClient(cnpjFor(4))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectCnpjTaken(results.find((r) => r.statusCode === 409)!);
    expect(await agenciesWith(cnpjFor(4))).toHaveLength(1);
  });

  it('a double submit of the onboarding form creates one agency; the second reads "already a member"', async () => {
    const cookie = await newcomer();
    const results = await Promise.all([t.onboard(cookie, { cnpj: cnpjFor(5) }), t.onboard(cookie, { cnpj: cnpjFor(5) })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe(agencyMessages.alreadyMember);
    expect(await agenciesWith(cnpjFor(5))).toHaveLength(1);
  });
});
