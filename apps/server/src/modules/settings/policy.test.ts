import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { guessablePasswordMessages, settingsMessages } from '@despacha/domain/settings/messages';
import { userMessages } from '@despacha/domain/admin-messages';
import { agencies, sessions, users } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

// Configurações > Segurança and the platform limits, enforced (issue 16 item 2).
let t: TestApp;
let admin: string;
let ana: string; // dispatcher of agency A (plan basico: 2 seats)
let agencyId: string;

const put = (tab: 'platform' | 'security', changes: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/admin/settings/${tab}`, cookie: admin, body: { ...defaultSettings[tab], ...changes } });
const strict = { passwordMinLength: 10, requireNumbers: true, requireSpecialChars: true };
const STRICT_MESSAGE = 'A senha precisa ter pelo menos 10 caracteres e um caractere especial (por exemplo ! @ # $ %).';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona Admin', OWNER_EMAIL);
  ana = await t.userSession('Ana', 'ana@a.com.br');
  agencyId = (await t.onboard(ana)).json().id;
});
afterAll(async () => t.close());

describe('password rules (Segurança)', () => {
  it('sign-up lists what the password lacks, under the default and a stricter policy', async () => {
    const weak = await t.signUp('Fraca', 'fraca@exemplo.com.br', 'semnumero');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toEqual({ code: 'PASSWORD_POLICY', message: 'A senha precisa ter um número.' });
    expect((await put('security', strict)).statusCode).toBe(200);
    expect((await t.signUp('Fraca', 'fraca@exemplo.com.br', 'segredo12')).json().error.message).toBe(STRICT_MESSAGE);
    expect((await t.signUp('Forte', 'forte@exemplo.com.br', 'segredo#1234')).statusCode).toBe(200);
  });

  it('the same rules on a password reset, a change and a temporary password', async () => {
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: 'ana@a.com.br', redirectTo: '/redefinir-senha' },
      ip: t.nextIp(),
    });
    expect(reset.statusCode).toBe(200);
    const link = new URL((await t.latestMail('ana@a.com.br'))!.link!);
    const token = new URL((await t.request({ url: link.pathname + link.search })).headers.location as string).searchParams.get('token');
    const weakReset = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: 'novasenh1' } });
    expect(weakReset.statusCode).toBe(400);
    expect(weakReset.json().error.message).toBe(STRICT_MESSAGE);

    const change = await t.request({ method: 'POST', url: '/api/me/password', cookie: ana, body: { currentPassword: 'segredo123', newPassword: 'trocada12' } });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.fields).toEqual({ newPassword: STRICT_MESSAGE });

    const temp = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      cookie: admin,
      body: { name: 'Carla', email: 'carla@a.com.br', phone: '', role: 'user', clientId: agencyId, temporaryPassword: 'Abc23xyz' },
    });
    expect(temp.statusCode).toBe(400);
    expect(temp.json().error.fields).toEqual({ temporaryPassword: STRICT_MESSAGE });
    // A password that meets the rules goes through, and its age restarts.
    const before = (await t.db.select({ at: users.passwordChangedAt }).from(users).where(eq(users.email, 'ana@a.com.br')))[0]!.at;
    const ok = await t.request({ method: 'POST', url: '/api/me/password', cookie: ana, body: { currentPassword: 'segredo123', newPassword: 'trocada#1234' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = (await t.db.select({ at: users.passwordChangedAt }).from(users).where(eq(users.email, 'ana@a.com.br')))[0]!.at;
    expect(after.getTime()).toBeGreaterThan(before.getTime());
    ana = await t.login('ana@a.com.br', 'trocada#1234');
    await put('security', {});
  });

  it('refuses the e-mail, the name and the most common passwords wherever a password is chosen (issue 32 item 12)', async () => {
    const { personal, common } = guessablePasswordMessages;
    const error = (res: { json: () => { error: { message: string } } }) => res.json().error.message;
    // Sign-up: the address itself, the name with a digit, a common password in another case.
    expect(error(await t.signUp('Bruno Lima', 'bruno.lima@exemplo.com.br', 'bruno.lima@exemplo.com.br1'))).toBe(personal);
    expect(error(await t.signUp('Bruno Lima', 'bruno.lima@exemplo.com.br', 'BrunoLima2026'))).toBe(personal);
    expect(error(await t.signUp('Bruno Lima', 'bruno.lima@exemplo.com.br', 'Password1'))).toBe(common);
    const bruno = await t.userSession('Bruno Lima', 'bruno.lima@exemplo.com.br', 'azul-marinho-7');
    // A change, through the product's route and better-auth's.
    const own = await t.request({
      method: 'POST',
      url: '/api/me/password',
      cookie: bruno,
      body: { currentPassword: 'azul-marinho-7', newPassword: 'bruno.lima@exemplo.com.br2024' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields).toEqual({ newPassword: personal });
    const viaAuth = await t.request({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: bruno,
      body: { currentPassword: 'azul-marinho-7', newPassword: 'qwerty123' },
    });
    expect(error(viaAuth)).toBe(common);
    // A reset: the token's owner is known.
    await t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: 'bruno.lima@exemplo.com.br', redirectTo: '/redefinir-senha' },
      ip: t.nextIp(),
    });
    const link = new URL((await t.latestMail('bruno.lima@exemplo.com.br'))!.link!);
    const token = new URL((await t.request({ url: link.pathname + link.search })).headers.location as string).searchParams.get('token');
    expect(error(await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: 'Bruno-Lima-99' } }))).toBe(personal);
    // A temporary password the admin types.
    const temp = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      cookie: admin,
      body: { name: 'Célia Rocha', email: 'celia@a.com.br', phone: '', role: 'user', clientId: agencyId, temporaryPassword: 'celiarocha#1' },
    });
    expect(temp.json().error.fields).toEqual({ temporaryPassword: personal });
    // What is neither goes through.
    expect((await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: 'rio-de-janeiro-40' } })).statusCode).toBe(200);
  });

  it('passwordExpiry: a password older than that must be changed at sign-in; 0 never expires', async () => {
    await t.userSession('Velha', 'velha@exemplo.com.br');
    await t.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(users.email, 'velha@exemplo.com.br'));
    await put('security', { passwordExpiry: 0 });
    const never = await t.login('velha@exemplo.com.br');
    expect((await t.request({ url: '/api/me', cookie: never })).json().profile.mustChangePassword).toBe(false);

    await put('security', { passwordExpiry: 90 });
    const cookie = await t.login('velha@exemplo.com.br');
    expect((await t.request({ url: '/api/me', cookie })).json().profile.mustChangePassword).toBe(true);
    const blocked = await t.request({ url: '/api/agency/users', cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await t.request({ method: 'POST', url: '/api/me/password', cookie, body: { currentPassword: 'segredo123', newPassword: 'nova12345' } });
    expect(changed.statusCode).toBe(200);
    const fresh = await t.login('velha@exemplo.com.br', 'nova12345');
    expect((await t.request({ url: '/api/me', cookie: fresh })).json().profile.mustChangePassword).toBe(false);
  });

  it('maxLoginAttempts sets the lockout of one address; another address still signs in', async () => {
    await t.userSession('Tenta', 'tenta@exemplo.com.br');
    await put('security', { maxLoginAttempts: 3 });
    const from = (ip: string, password: string) =>
      t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: 'tenta@exemplo.com.br', password }, ip });
    for (let i = 0; i < 3; i++) expect((await from('10.88.0.1', 'errada123')).statusCode).toBe(401);
    const locked = await from('10.88.0.1', 'segredo123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('SIGN_IN_LOCKED');
    expect((await from('10.88.0.2', 'segredo123')).statusCode).toBe(200);
    await put('security', {});
  });
});

describe('platform limits', () => {
  it('maxUsersPerClient caps seats below what the plan sells, with a pt-BR 409', async () => {
    expect((await t.request({ url: '/api/agency/users', cookie: ana })).json().seats).toEqual({ used: 1, total: 2 });
    await put('platform', { maxUsersPerClient: 1 });
    expect((await t.request({ url: '/api/agency/users', cookie: ana })).json().seats).toEqual({ used: 1, total: 1 });
    const res = await t.request({
      method: 'POST',
      url: '/api/agency/users',
      cookie: ana,
      body: { name: 'Caio', email: 'caio@a.com.br', phone: '', role: 'user' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(settingsMessages.seatCapReached(1));
    await put('platform', {});
    const ok = await t.request({
      method: 'POST',
      url: '/api/agency/users',
      cookie: ana,
      body: { name: 'Caio', email: 'caio@a.com.br', phone: '', role: 'user' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    // Now full by the plan: the plan's message.
    const full = await t.request({
      method: 'POST',
      url: '/api/agency/users',
      cookie: ana,
      body: { name: 'Dora', email: 'dora@a.com.br', phone: '', role: 'user' },
    });
    expect(full.json().error.message).toBe(userMessages.seatLimitReached(2, 2));
  });

  it('trialPeriodDays is the trial of a new client when the admin gives none', async () => {
    await put('platform', { trialPeriodDays: 45 });
    const body = { name: 'Despachante Grátis', email: 'teste@gratis.com.br', planId: 'basico', cnpj: '', phone: '', status: 'trial' };
    const res = await t.request({ method: 'POST', url: '/api/admin/clients', cookie: admin, body });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.email, 'teste@gratis.com.br'));
    expect(Math.round((row!.trialEndsAt!.getTime() - Date.now()) / 86_400_000)).toBe(45);
    await put('platform', {});
  });

  it('sessionTimeout ends a session idle that long', async () => {
    const cookie = await t.userSession('Ociosa', 'ociosa@exemplo.com.br');
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
    await put('platform', { sessionTimeout: 5 });
    await t.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 4 * 60_000) })
      .where(eq(sessions.token, token));
    t.app.forgetSession(token);
    expect((await t.request({ url: '/api/me', cookie })).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.token, token));
    t.app.forgetSession(token);
    expect((await t.request({ url: '/api/me', cookie })).statusCode).toBe(401);
    await put('platform', {});
  });

  it("sessionTimeout holds on better-auth's own routes too (get-session, update-user, list-sessions)", async () => {
    await put('platform', { sessionTimeout: 5 });
    for (const [method, url, body] of [
      ['GET', '/api/auth/get-session', undefined],
      ['POST', '/api/auth/update-user', { name: 'Ociosa Outra' }],
      ['GET', '/api/auth/list-sessions', undefined],
    ] as const) {
      const email = `ociosa.${url.split('/').pop()}@exemplo.com.br`;
      const cookie = await t.userSession('Ociosa', email);
      const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
      await t.db
        .update(sessions)
        .set({ updatedAt: new Date(Date.now() - 4 * 60_000) })
        .where(eq(sessions.token, token));
      const active = await t.request({ method, url, cookie, body });
      expect(active.statusCode, url).toBe(200);
      expect(active.body, url).not.toBe('null');
      await t.db
        .update(sessions)
        .set({ updatedAt: new Date(Date.now() - 6 * 60_000) })
        .where(eq(sessions.token, token));
      const idle = await t.request({ method, url, cookie, body: body && { name: 'Depois do Prazo' } });
      // better-auth answers a missing session with 401, or null for get-session.
      expect(idle.statusCode === 401 || idle.body === 'null', `${url}: ${idle.statusCode} ${idle.body}`).toBe(true);
      expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
      const user = (await t.db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0]!;
      expect(user.name, url).not.toBe('Depois do Prazo');
    }
    await put('platform', {});
  });

  it('platformName and supportEmail sign the e-mails', async () => {
    await put('platform', { platformName: 'Detran Fácil', supportEmail: 'ajuda@detranfacil.com.br' });
    await t.signUp('Mário', 'mario@exemplo.com.br');
    const mail = (await t.latestMail('mario@exemplo.com.br'))!;
    expect(mail.subject).toBe('Confirme seu email no Detran Fácil');
    expect(mail.text).toContain('Dúvidas? Escreva para ajuda@detranfacil.com.br.');
    expect(mail.text.trimEnd().endsWith('Detran Fácil')).toBe(true);

    // Billing notices too: converting the trial issues an invoice, mailed to the agency.
    const [trial] = await t.db.select().from(agencies).where(eq(agencies.email, 'teste@gratis.com.br'));
    const convert = await t.request({ method: 'POST', url: `/api/admin/trials/${trial!.id}/convert`, cookie: admin, body: {} });
    expect(convert.statusCode, convert.body).toBe(200);
    const invoiceMail = (await t.latestMail('teste@gratis.com.br'))!;
    expect(invoiceMail.text).toContain('Dúvidas? Escreva para ajuda@detranfacil.com.br.');
    expect(invoiceMail.text.trimEnd().endsWith('Detran Fácil')).toBe(true);
    await put('platform', {});
  });
});
