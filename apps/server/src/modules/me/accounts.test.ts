import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authErrorMessages, commonMessages } from '@despacha/domain/messages';
import { profiles } from '../../db/schema/index.ts';
import { OWNER_EMAIL, TEST_ORIGIN, cookieHeader, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('signup, confirmation and login', () => {
  it('signup stores a confirmation mail; confirming signs in and /api/me shows role and no agency', async () => {
    const signup = await t.signUp('  Maria Souza ', 'maria@exemplo.com.br');
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).not.toHaveProperty('token');

    const beforeConfirm = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'maria@exemplo.com.br', password: 'segredo123' },
      ip: t.nextIp(),
    });
    expect(beforeConfirm.statusCode).toBe(403);
    expect(beforeConfirm.json().error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: authErrorMessages.EMAIL_NOT_VERIFIED });

    const mail = await t.latestMail('maria@exemplo.com.br');
    expect(mail?.subject).toContain('Confirme seu email');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(new URL(mail!.link!).searchParams.get('callbackURL')).toBe('http://localhost:3000/dashboard');

    const confirm = await t.confirmEmail('maria@exemplo.com.br');
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('http://localhost:3000/dashboard');

    const cookie = await t.login('maria@exemplo.com.br');
    const me = await t.request({ url: '/api/me', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: 'maria@exemplo.com.br', emailVerified: true },
      profile: { role: 'user', agencyId: null, name: 'Maria Souza' },
      agency: null,
    });
  });

  it('the confirmation link itself starts a session', async () => {
    await t.signUp('Pedro', 'pedro@exemplo.com.br');
    const confirm = await t.confirmEmail('pedro@exemplo.com.br');
    const me = await t.request({ url: '/api/me', cookie: cookieHeader(confirm) });
    expect(me.json().user.email).toBe('pedro@exemplo.com.br');
  });

  it('wrong password answers 401 with the pt-BR message', async () => {
    await t.userSession('Ana', 'ana@exemplo.com.br');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'ana@exemplo.com.br', password: 'errada999' },
      ip: t.nextIp(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Email ou senha inválidos.' });
  });

  it('signup rejects a short password and a duplicate e-mail in pt-BR', async () => {
    const short = await t.signUp('Curta', 'curta@exemplo.com.br', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('A senha deve ter pelo menos 6 caracteres');

    await t.signUp('Dup', 'dup@exemplo.com.br');
    const dup = await t.signUp('Dup 2', 'dup@exemplo.com.br');
    // better-auth hides whether the address exists when verification is required: no second account appears.
    expect([200, 422]).toContain(dup.statusCode);
    const rows = await t.db.select().from(profiles).where(eq(profiles.email, 'dup@exemplo.com.br'));
    expect(rows.length).toBeLessThanOrEqual(1);
  });

  it('logout ends the session on the server', async () => {
    const cookie = await t.userSession('Saída', 'saida@exemplo.com.br');
    expect((await t.request({ url: '/api/me', cookie })).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, body: {} });
    expect(out.statusCode).toBe(200);
    // The old cookie no longer opens a session even if a client kept it.
    const me = await t.request({ url: '/api/me', cookie });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.message).toBe(commonMessages.unauthenticated);
  });

  it('session cookies are httpOnly and SameSite=Lax', async () => {
    await t.userSession('Cookie', 'cookie@exemplo.com.br');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'cookie@exemplo.com.br', password: 'segredo123' },
      ip: t.nextIp(),
    });
    const session = res.cookies.find((c) => c.name.includes('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
});

describe('password recovery', () => {
  it('sends a reset mail whose link leads to the reset page, and the new password works', async () => {
    const oldSession = await t.userSession('Rita', 'rita@exemplo.com.br', 'antiga123');
    expect((await t.request({ url: '/api/me', cookie: oldSession })).statusCode).toBe(200);
    const ask = await t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: 'rita@exemplo.com.br', redirectTo: '/redefinir-senha' },
      ip: t.nextIp(),
    });
    expect(ask.statusCode).toBe(200);
    const mail = await t.latestMail('rita@exemplo.com.br');
    expect(mail?.subject).toContain('Redefinição de senha');
    const link = new URL(mail!.link!);
    const follow = await t.request({ url: link.pathname + link.search });
    expect(follow.statusCode).toBe(302);
    const target = new URL(follow.headers.location as string, TEST_ORIGIN);
    expect(target.pathname).toBe('/redefinir-senha');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { newPassword: 'nova12345', token } });
    expect(reset.statusCode).toBe(200);
    // The reset ends every session at once, also one this process had just seen (and cached).
    expect((await t.request({ url: '/api/me', cookie: oldSession })).statusCode).toBe(401);
    await expect(t.login('rita@exemplo.com.br', 'antiga123')).rejects.toThrow(/401/);
    expect(await t.login('rita@exemplo.com.br', 'nova12345')).toContain('session_token');
  });

  it('an unknown e-mail gets the same answer and no mail', async () => {
    const ask = await t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: 'ninguem@exemplo.com.br', redirectTo: '/redefinir-senha' },
      ip: t.nextIp(),
    });
    expect(ask.statusCode).toBe(200);
    expect(await t.latestMail('ninguem@exemplo.com.br')).toBeUndefined();
  });
});

describe('profiles and roles', () => {
  it('the platform owner e-mail becomes admin on first load', async () => {
    const cookie = await t.userSession('Dono', OWNER_EMAIL);
    const me = await t.request({ url: '/api/me', cookie });
    expect(me.json().profile.role).toBe('admin');
  });

  it('an owner profile that lost admin is upgraded on the next load', async () => {
    const cookie = await t.login(OWNER_EMAIL);
    await t.db.update(profiles).set({ role: 'user' }).where(eq(profiles.email, OWNER_EMAIL));
    const me = await t.request({ url: '/api/me', cookie });
    expect(me.json().profile.role).toBe('admin');
  });

  it('a signed-in non-admin gets 403 on an admin endpoint; anonymous gets 401', async () => {
    const cookie = await t.userSession('Comum', 'comum@exemplo.com.br');
    const staff = await t.request({ url: '/api/admin/agencies', cookie });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.code).toBe('FORBIDDEN');
    const anon = await t.request({ url: '/api/admin/agencies' });
    expect(anon.statusCode).toBe(401);
    const admin = await t.request({ url: '/api/admin/agencies', cookie: await t.login(OWNER_EMAIL) });
    expect(admin.statusCode).toBe(200);
  });
});
