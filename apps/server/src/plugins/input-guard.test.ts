import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { authErrorMessages, authMessages, commonMessages, inputMessages as m } from '@despacha/domain/messages';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { MAX_JSON_DEPTH } from '../lib/input-checks.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import errors from './errors.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.userSession('Ana', 'ana@guard.com.br');
  await t.onboard(cookie);
});
afterAll(() => t.close());

const json = (url: string, text: string | Buffer, o: { method?: string; cookie?: string } = {}) =>
  t.request({ method: o.method ?? 'POST', url, cookie: o.cookie ?? cookie, body: text, headers: { 'content-type': 'application/json' }, ip: t.nextIp() });
const fieldsOf = (res: { json: () => unknown }) => (res.json() as { error: { fields?: Record<string, string> } }).error.fields;
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('JSON bodies', () => {
  it('refuses NUL in a string with 400 on the field, and keeps nothing', async () => {
    const res = await json('/api/origins', '{"nomeEmpresa":"Auto\\u0000 Center"}');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION', message: m.nulCharacter, fields: { nomeEmpresa: m.nulCharacter } });
    const list = await t.request({ url: '/api/origins', cookie });
    expect(list.json()).toEqual([]);
  });

  it('refuses NUL in a key and lone surrogates at any depth, naming each field', async () => {
    const res = await json('/api/registrations', '{"owner":{"nome":"Jos\\ud800e","cpf\\u0000":"1"},"vehicle":{"placa":["\\udc00x"]}}');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ 'owner.nome': m.brokenText, 'owner.cpf\ufffd': m.nulCharacter, 'vehicle.placa.0': m.brokenText });
  });

  it('takes a well-formed surrogate pair (an emoji) as ordinary text', async () => {
    const res = await json('/api/origins', '{"nomeEmpresa":"Despachante \\ud83d\\ude97"}');
    expect(res.statusCode).toBe(201);
    expect(res.json().nomeEmpresa).toBe('Despachante 🚗');
  });

  it('refuses bytes that are not UTF-8', async () => {
    const res = await json('/api/origins', Buffer.concat([Buffer.from('{"nomeEmpresa":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(m.invalidEncoding);
  });

  it(`refuses nesting past ${MAX_JSON_DEPTH} levels, even 10,000 deep on better-auth's sign-in`, async () => {
    const started = performance.now();
    const deep = await json('/api/auth/sign-in/email', `{"email":${nested(10_000)}}`, { cookie: '' });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error).toEqual({ code: 'VALIDATION', message: m.tooDeep, fields: { _: m.tooDeep } });
    expect(performance.now() - started).toBeLessThan(1000);

    const justOver = await json('/api/origins', `{"nomeEmpresa":"x","razaoSocial":${nested(MAX_JSON_DEPTH)}}`);
    expect(justOver.json().error.message).toBe(m.tooDeep);
    // At the limit the body is parsed and the contract speaks.
    const atLimit = await json('/api/origins', `{"nomeEmpresa":"x","razaoSocial":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.statusCode).toBe(400);
    expect(fieldsOf(atLimit)).toEqual({ razaoSocial: m.expectedText });
  });

  it('does not count brackets inside strings as nesting', async () => {
    const res = await json('/api/origins', JSON.stringify({ nomeEmpresa: `Oficina ${'[{'.repeat(60)} "\\` }));
    expect(res.statusCode).toBe(201);
  });

  it('answers an oversized body 413 and malformed JSON 400, in pt-BR', async () => {
    const big = await json('/api/origins', JSON.stringify({ nomeEmpresa: 'x'.repeat(2 * 1024 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(m.tooLarge);
    const broken = await json('/api/origins', '{"nomeEmpresa":"x"');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(m.invalidJson);
  });

  it('gives a wrong type a pt-BR message where the contract has none of its own', async () => {
    const res = await json('/api/origins', '{"nomeEmpresa":"x","razaoSocial":12}');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ razaoSocial: m.expectedText });
    const notAnObject = await json('/api/origins', '"x"');
    expect(fieldsOf(notAnObject)).toEqual({ _: commonMessages.invalidData });
  });
});

describe('text bodies, query strings and route params', () => {
  it('refuses NUL in a text/plain body', async () => {
    const res = await t.request({ method: 'POST', url: '/api/origins', cookie, body: 'a\0b', headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(m.nulCharacter);
  });

  it('refuses NUL, broken %-encoding and encoded surrogates in a query, naming the parameter', async () => {
    const nul = await t.request({ url: '/api/registry/search?q=a%00b', cookie });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toEqual({ code: 'VALIDATION', message: m.nulCharacter, fields: { q: m.nulCharacter } });
    const broken = await t.request({ url: '/api/origins?q=%E0%A4%A', cookie });
    expect(broken.statusCode).toBe(400);
    expect(fieldsOf(broken)).toEqual({ q: m.invalidAddress });
    const surrogate = await t.request({ url: '/api/origins?q=%ED%A0%80', cookie });
    expect(fieldsOf(surrogate)).toEqual({ q: m.invalidAddress });
    // Before any session lookup: an anonymous caller gets the same 400.
    expect((await t.request({ url: '/api/dashboard?x=%00' })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/origins?q=Auto%20Pe%C3%A7as', cookie })).statusCode).toBe(200);
  });

  it('refuses NUL in a route param, and an undecodable one in our error shape', async () => {
    const nul = await t.request({ url: '/api/origins/%00', cookie });
    expect(nul.statusCode).toBe(400);
    expect(fieldsOf(nul)).toEqual({ id: m.nulCharacter });
    const broken = await t.request({ url: '/api/origins/%E0%A4%A', cookie });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: { code: 'BAD_URL', message: m.invalidAddress, fields: { _: m.invalidAddress } } });
  });
});

describe("better-auth's redirects", () => {
  it('refuses a callbackURL better-auth cannot parse (verify-email answered 500) with 400 on the field', async () => {
    const res = await t.request({ url: '/api/auth/verify-email?token=x&callbackURL=-1' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ callbackURL: authErrorMessages.INVALID_CALLBACK_URL });
    expect(fieldsOf(await t.request({ url: '/api/auth/verify-email?token=x&callbackURL=//outro.site/x' }))).toEqual({
      callbackURL: authErrorMessages.INVALID_CALLBACK_URL,
    });
    // A path of ours still gets its redirect, with better-auth's error code.
    const ok = await t.request({ url: '/api/auth/verify-email?token=x&callbackURL=%2Flogin' });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('/login?error=INVALID_TOKEN');
  });

  it('redirects only to our own origin, as the confirmation mail asks (no open redirect)', async () => {
    for (const elsewhere of ['https://evil.example/x', 'javascript:alert(1)', 'http://localhost:3001/']) {
      const res = await t.request({ url: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(elsewhere)}` });
      expect(res.statusCode, elsewhere).toBe(400);
    }
    const mailLink = await t.request({ url: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(`${TEST_ORIGIN}/dashboard`)}` });
    expect(mailLink.statusCode).toBe(302);
    expect(mailLink.headers.location).toBe(`${TEST_ORIGIN}/dashboard?error=INVALID_TOKEN`);
  });
});

describe("better-auth's update-user", () => {
  const updateUser = (url: string, body: unknown) => t.request({ method: 'POST', url, cookie, body, ip: t.nextIp() });
  const storedName = async () => (await t.db.select({ name: users.name }).from(users).where(eq(users.email, 'ana@guard.com.br')))[0]?.name;

  it('answers name null (a 500 inside better-auth) with 400 on the field', async () => {
    const res = await updateUser('/api/auth/update-user', { name: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION', message: authMessages.nameRequired, fields: { name: authMessages.nameRequired } });
    expect(fieldsOf(await updateUser('/api/auth/update-user/', { name: ' ' }))).toEqual({ name: authMessages.nameRequired });
    expect(fieldsOf(await updateUser('/api/auth/x/../update-user', { name: 'N'.repeat(121) }))).toEqual({ name: 'Máximo de 120 caracteres' });
    expect(fieldsOf(await updateUser('/api/auth/update-user', { image: 5 }))).toEqual({ image: m.imageInvalid });
    expect(await storedName()).toBe('Ana');
  });

  it('passes a valid name on, trimmed', async () => {
    const res = await updateUser('/api/auth/update-user', { name: '  Ana Maria  ', image: null });
    expect(res.statusCode).toBe(200);
    expect(await storedName()).toBe('Ana Maria');
  });
});

describe('values the database refuses', () => {
  it('answers 400 with a pt-BR message instead of 500 when a value slips past a contract', async () => {
    const database = await openDatabase({ pgliteDir: null });
    const app = Fastify({ logger: false });
    await app.register(errors);
    const queries: Record<string, ReturnType<typeof sql>> = {
      int4: sql`select ${'99999999999'}::int4`,
      uuid: sql`select ${'nada'}::uuid`,
      nul: sql`select convert_from(${Buffer.from('a\0b')}::bytea, 'UTF8')`,
    };
    app.get('/q/:kind', async (request) => database.db.execute(queries[(request.params as { kind: string }).kind]!));
    try {
      const answers = await Promise.all(Object.keys(queries).map((kind) => app.inject({ url: `/q/${kind}` })));
      expect(answers.map((r) => [r.statusCode, r.json().error.message])).toEqual([
        [400, m.numberOutOfRange],
        [400, m.badFormat],
        [400, m.brokenText],
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
