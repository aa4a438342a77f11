import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { TEXT } from '@despacha/domain/limits';
import { authErrorMessages, authMessages, commonMessages, formatMessages } from '@despacha/domain/messages';
import { users } from '../db/schema/index.ts';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, body: unknown, cookie?: string) => t.request({ method: 'POST', url: `/api/auth${url}`, body, cookie, ip: t.nextIp() });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const tooLong = formatMessages.tooLong;
const longEmail = `${'a'.repeat(300)}@exemplo.com.br`;
const longPassword = 'p'.repeat(TEXT.password + 1);

/** Our validation answer: 400, the first field's message on top, one message per field. */
function expectFields(res: { statusCode: number; json: () => unknown }, fields: Record<string, string>) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: { code: 'VALIDATION', message: Object.values(fields)[0], fields } });
}

describe('sign-up bodies pass the signup contract', () => {
  it('a 5,000-character name is refused with the name message and nothing is stored', async () => {
    const before = await userCount();
    const res = await t.signUp('N'.repeat(5000), 'nome.longo@exemplo.com.br');
    expectFields(res, { name: tooLong(TEXT.name) });
    expect(await userCount()).toBe(before);
    expect(await t.latestMail('nome.longo@exemplo.com.br')).toBeUndefined();
  });

  it('a path with dot segments reaches the same check', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/x/../sign-up/email',
      body: { name: 'N'.repeat(5000), email: 'ponto@exemplo.com.br', password: 'segredo123' },
      ip: t.nextIp(),
    });
    expectFields(res, { name: tooLong(TEXT.name) });
  });

  it('an e-mail with a 300-character local part is refused', async () => {
    const before = await userCount();
    expectFields(await t.signUp('Maria', longEmail), { email: tooLong(TEXT.email) });
    expect(await userCount()).toBe(before);
  });

  it('better-auth stores what the contract let through (name trimmed)', async () => {
    expect((await t.signUp('  Rosa Lima ', 'rosa@exemplo.com.br')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'rosa@exemplo.com.br'));
    expect(row?.name).toBe('Rosa Lima');
  });

  it('empty fields get the form messages', async () => {
    const res = await post('/sign-up/email', { name: '  ', email: '', password: '' });
    expectFields(res, { name: authMessages.nameRequired, email: authMessages.emailRequired, password: authMessages.passwordRequired });
    expectFields(await t.signUp('Curta', 'curta@exemplo.com.br', '12345'), { password: authMessages.passwordMin });
    expectFields(await t.signUp('Formato', 'sem-arroba', 'segredo123'), { email: formatMessages.emailInvalid });
  });

  it("better-auth's own keys are bounded too", async () => {
    const base = { name: 'Maria', email: 'chaves@exemplo.com.br', password: 'segredo123' };
    expectFields(await post('/sign-up/email', { ...base, callbackURL: `/${'x'.repeat(3000)}` }), {
      callbackURL: authErrorMessages.INVALID_CALLBACK_URL!,
    });
    expectFields(await post('/sign-up/email', { ...base, rememberMe: 'x'.repeat(100) }), { rememberMe: commonMessages.invalidData });
  });
});

describe('password and e-mail bounds on the other endpoints', () => {
  it('sign-in refuses a too-long password or e-mail the same way whether or not the account exists', async () => {
    await t.userSession('Conta', 'conta@exemplo.com.br');
    for (const email of ['conta@exemplo.com.br', 'ninguem@exemplo.com.br']) {
      expectFields(await post('/sign-in/email', { email, password: longPassword }), { password: tooLong(TEXT.password) });
    }
    expectFields(await post('/sign-in/email', { email: longEmail, password: 'segredo123' }), { email: tooLong(TEXT.email) });
  });

  it('password reset refuses a too-long e-mail, new password or token', async () => {
    expectFields(await post('/request-password-reset', { email: longEmail, redirectTo: '/redefinir-senha' }), { email: tooLong(TEXT.email) });
    expectFields(await post('/reset-password', { newPassword: longPassword, token: 'abc' }), { newPassword: tooLong(TEXT.password) });
    expectFields(await post('/reset-password', { newPassword: 'nova12345', token: 't'.repeat(5000) }), { token: authErrorMessages.INVALID_TOKEN! });
  });

  it("better-auth's change-password and verify-password take the same limits", async () => {
    const cookie = await t.userSession('Troca', 'troca@exemplo.com.br');
    expectFields(await post('/change-password', { currentPassword: 'segredo123', newPassword: longPassword }, cookie), {
      newPassword: tooLong(TEXT.password),
    });
    expectFields(await post('/verify-password', { password: longPassword }, cookie), { password: tooLong(TEXT.password) });
  });

  it('a body that is not an object gets 400, not 500', async () => {
    const raw = (url: string, body: string, type: string) =>
      t.request({ method: 'POST', url: `/api/auth${url}`, body, headers: { 'content-type': type }, ip: t.nextIp() });
    for (const body of ['"x"', '[]', 'null', '42']) {
      for (const url of ['/sign-up/email', '/sign-in/email', '/reset-password']) {
        expectFields(await raw(url, body, 'application/json'), { _: commonMessages.invalidData });
      }
    }
    expectFields(await raw('/sign-in/email', 'x', 'text/plain'), { _: commonMessages.invalidData });
  });
});

describe('the web client shapes still work', () => {
  it('sign-up, confirmation, sign-in, reset and sign-out', async () => {
    expect((await t.signUp('Clara Dias', 'clara@exemplo.com.br')).statusCode).toBe(200);
    await t.confirmEmail('clara@exemplo.com.br');

    const signIn = await post('/sign-in/email', { email: 'clara@exemplo.com.br', password: 'segredo123', rememberMe: true });
    expect(signIn.statusCode).toBe(200);

    const ask = await post('/request-password-reset', { email: 'clara@exemplo.com.br', redirectTo: '/redefinir-senha' });
    expect(ask.statusCode).toBe(200);
    const link = new URL((await t.latestMail('clara@exemplo.com.br'))!.link!);
    const follow = await t.request({ url: link.pathname + link.search });
    const token = new URL(follow.headers.location as string, TEST_ORIGIN).searchParams.get('token');
    expect((await post('/reset-password', { newPassword: 'nova12345', token })).statusCode).toBe(200);

    const cookie = await t.login('clara@exemplo.com.br', 'nova12345');
    expect((await post('/sign-out', {}, cookie)).statusCode).toBe(200);
  });
});
