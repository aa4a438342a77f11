import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { TWO_FACTOR_REQUIRED, twoFactorMessages } from '@despacha/domain/two-factor';
import { authErrorMessages } from '@despacha/domain/messages';
import { OWNER_EMAIL, cookieHeader, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { totpFromUri } from '../../testing/totp.ts';

// Issue 16 item 3, decision 033: TOTP and backup codes through better-auth's twoFactor plugin.
let t: TestApp;
let admin: string;
let ana: string;

const post = (url: string, cookie: string | undefined, body: unknown) => t.request({ method: 'POST', url, cookie, body, ip: t.nextIp() });
const signIn = (email: string, password = 'segredo123') => post('/api/auth/sign-in/email', undefined, { email, password });

/** Enrols `cookie`'s user: the otpauth URI, the backup codes, and the session that replaces `cookie`. */
async function enrol(cookie: string) {
  const res = await post('/api/auth/two-factor/enable', cookie, { password: 'segredo123', issuer: 'Outro Nome' });
  expect(res.statusCode).toBe(200);
  const { totpURI, backupCodes } = res.json() as { totpURI: string; backupCodes: string[] };
  const confirm = await post('/api/auth/two-factor/verify-totp', cookie, { code: totpFromUri(totpURI) });
  expect(confirm.statusCode).toBe(200);
  // better-auth swaps the session when two-factor turns on: the old cookie is signed out.
  expect((await t.request({ url: '/api/me', cookie })).statusCode).toBe(401);
  return { totpURI, backupCodes, cookie: cookieHeader(confirm) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona Admin', OWNER_EMAIL);
  ana = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(ana);
});
afterAll(async () => t.close());

describe('two-factor sign-in', () => {
  let uri = '';
  let backupCodes: string[] = [];

  it('enrols with the password and confirms with a code; the issuer is the platform name', async () => {
    const wrong = await post('/api/auth/two-factor/enable', ana, { password: 'errada123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(authErrorMessages.INVALID_PASSWORD);
    ({ totpURI: uri, backupCodes, cookie: ana } = await enrol(ana));
    expect(new URL(uri).searchParams.get('issuer')).toBe(defaultSettings.platform.platformName);
    expect(backupCodes).toHaveLength(10);
    const qr = await post('/api/me/two-factor/qr', ana, { uri });
    expect(qr.statusCode).toBe(200);
    expect(qr.json().svg).toMatch(/^<svg/);
    expect((await post('/api/me/two-factor/qr', ana, { uri: 'https://exemplo.com' })).statusCode).toBe(400);
    const me = await t.request({ url: '/api/auth/get-session', cookie: ana });
    expect(me.json().user.twoFactorEnabled).toBe(true);
  });

  it('a password alone no longer signs in; a wrong code is refused, the right one opens a session', async () => {
    const first = await signIn('ana@a.com.br');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieHeader(first);
    expect((await t.request({ url: '/api/me', cookie: pending })).statusCode).toBe(401);
    const bad = await post('/api/auth/two-factor/verify-totp', pending, { code: '000000' === totpFromUri(uri) ? '111111' : '000000' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toBe(authErrorMessages.INVALID_CODE);
    const malformed = await post('/api/auth/two-factor/verify-totp', pending, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(twoFactorMessages.codeInvalid);
    const ok = await post('/api/auth/two-factor/verify-totp', pending, { code: totpFromUri(uri) });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ url: '/api/me', cookie: cookieHeader(ok) })).statusCode).toBe(200);
  });

  it('a backup code signs in once', async () => {
    const code = backupCodes[0]!;
    const first = cookieHeader(await signIn('ana@a.com.br'));
    const used = await post('/api/auth/two-factor/verify-backup-code', first, { code });
    expect(used.statusCode).toBe(200);
    expect((await t.request({ url: '/api/me', cookie: cookieHeader(used) })).statusCode).toBe(200);
    const again = cookieHeader(await signIn('ana@a.com.br'));
    const reused = await post('/api/auth/two-factor/verify-backup-code', again, { code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe(authErrorMessages.INVALID_BACKUP_CODE);
  });

  it('a password reset does not bypass the code', async () => {
    await post('/api/auth/request-password-reset', undefined, { email: 'ana@a.com.br', redirectTo: '/redefinir-senha' });
    const link = new URL((await t.latestMail('ana@a.com.br'))!.link!);
    const token = new URL((await t.request({ url: link.pathname + link.search })).headers.location as string).searchParams.get('token');
    const reset = await post('/api/auth/reset-password', undefined, { token, newPassword: 'novasenha123' });
    expect(reset.statusCode).toBe(200);
    const res = await signIn('ana@a.com.br', 'novasenha123');
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    const session = cookieHeader(await post('/api/auth/two-factor/verify-totp', cookieHeader(res), { code: totpFromUri(uri) }));
    ana = session;
    expect((await t.request({ url: '/api/me', cookie: ana })).statusCode).toBe(200);
  });

  it('disabling needs the password; then the password alone signs in again', async () => {
    const wrong = await post('/api/auth/two-factor/disable', ana, { password: 'segredo123' });
    expect(wrong.statusCode).toBe(400);
    const off = await post('/api/auth/two-factor/disable', ana, { password: 'novasenha123' });
    expect(off.statusCode).toBe(200);
    const res = await signIn('ana@a.com.br', 'novasenha123');
    expect(res.json().twoFactorRedirect).toBeUndefined();
    expect((await t.request({ url: '/api/me', cookie: cookieHeader(res) })).statusCode).toBe(200);
  });
});

describe('twoFactorAuth setting', () => {
  it('an administrator without two-factor gets a 403 with its code on the admin API, and works after enrolling', async () => {
    const put = (cookie: string, on: boolean) =>
      t.request({ method: 'PUT', url: '/api/admin/settings/security', cookie, body: { ...defaultSettings.security, twoFactorAuth: on } });
    expect((await put(admin, true)).statusCode).toBe(200);
    const refused = await t.request({ url: '/api/admin/settings', cookie: admin });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: TWO_FACTOR_REQUIRED, message: twoFactorMessages.enrolmentRequired });
    expect((await t.request({ url: '/api/me', cookie: admin })).statusCode).toBe(200);
    const { totpURI } = await enrol(admin);
    const first = cookieHeader(await signIn(OWNER_EMAIL));
    admin = cookieHeader(await post('/api/auth/two-factor/verify-totp', first, { code: totpFromUri(totpURI) }));
    expect((await t.request({ url: '/api/admin/settings', cookie: admin })).statusCode).toBe(200);
    expect((await put(admin, false)).statusCode).toBe(200);
  });
});
