import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { settingsMessages } from '@despacha/domain/settings/messages';
import { authErrorMessages } from '@despacha/domain/messages';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let staff: string;

const put = (tab: string, body: unknown, cookie = admin) => t.request({ method: 'PUT', url: `/api/admin/settings/${tab}`, cookie, body });
const platform = (changes: Partial<typeof defaultSettings.platform>) => put('platform', { ...defaultSettings.platform, ...changes });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona Admin', OWNER_EMAIL);
  staff = await t.userSession('Ana', 'ana@a.com.br');
  expect((await t.onboard(staff)).statusCode).toBe(201);
});
afterAll(async () => t.close());

describe('Configurações tabs', () => {
  it('read as the spec §9 defaults before any save; only administrators read or write them', async () => {
    const res = await t.request({ url: '/api/admin/settings', cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaultSettings);
    expect(res.json().platform).toMatchObject({
      maxUsersPerClient: 50,
      trialPeriodDays: 30,
      sessionTimeout: 480,
      newRegistrations: true,
      emailVerificationRequired: true,
    });
    expect(res.json().security).toMatchObject({ passwordMinLength: 8, passwordExpiry: 90, maxLoginAttempts: 5, twoFactorAuth: false });
    expect((await t.request({ url: '/api/admin/settings', cookie: staff })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/admin/settings' })).statusCode).toBe(401);
    expect((await put('platform', defaultSettings.platform, staff)).statusCode).toBe(403);
  });

  it('saves a tab, answers what changed, and keeps a history of who changed what', async () => {
    const res = await platform({ platformName: 'Despacha RJ', supportEmail: 'suporte@despacha.rj' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changed).toEqual(['platformName', 'supportEmail']);
    expect((await t.request({ url: '/api/admin/settings', cookie: admin })).json().platform.platformName).toBe('Despacha RJ');
    const notif = await put('notifications', { ...defaultSettings.notifications, weeklyReports: false });
    expect(notif.json().changed).toEqual(['weeklyReports']);
    // Saving the same values again changes nothing and records nothing.
    expect((await put('notifications', { ...defaultSettings.notifications, weeklyReports: false })).json().changed).toEqual([]);

    const history = (await t.request({ url: '/api/admin/settings/history', cookie: admin })).json().items;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ tab: 'notifications', changedByName: 'Dona Admin', changes: [{ field: 'weeklyReports', from: true, to: false }] });
    expect(history[1].changes).toEqual([
      { field: 'platformName', from: 'Despacha', to: 'Despacha RJ' },
      { field: 'supportEmail', from: '', to: 'suporte@despacha.rj' },
    ]);
    expect((await t.request({ url: '/api/admin/settings/history', cookie: staff })).statusCode).toBe(403);
  });

  it('validates each field with a pt-BR message, and refuses unknown fields', async () => {
    const res = await platform({ platformName: ' ', supportEmail: 'nao-e-email', maxUsersPerClient: 0, sessionTimeout: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      platformName: settingsMessages.platformNameRequired,
      supportEmail: settingsMessages.supportEmailInvalid,
      maxUsersPerClient: settingsMessages.maxUsersInvalid,
      sessionTimeout: settingsMessages.sessionTimeoutInvalid,
    });
    const twoFactor = await put('security', { ...defaultSettings.security, twoFactorAuth: 'sim' });
    expect(twoFactor.statusCode).toBe(400);
    expect((await put('security', { ...defaultSettings.security, extra: 1 })).statusCode).toBe(400);
    expect((await put('security', { passwordMinLength: 8 })).statusCode).toBe(400);
  });

  it('publishes the name, support e-mail and password rules to anyone; the status tab says what is configured', async () => {
    const pub = await t.request({ url: '/api/public-settings' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual({
      platformName: 'Despacha RJ',
      supportEmail: 'suporte@despacha.rj',
      maintenanceMode: false,
      newRegistrations: true,
      passwordPolicy: { passwordMinLength: 8, requireNumbers: true, requireSpecialChars: false },
    });
    const status = (await t.request({ url: '/api/admin/settings/status', cookie: admin })).json();
    expect(status.integration).toEqual({ smtp: false, mailFrom: null, storage: 'local', s3Bucket: null, billingWebhook: true, pixKey: false });
    expect(status.backup).toEqual({ database: 'embedded', autoBackup: true });
  });
});

describe('maintenance mode', () => {
  it('answers 503 with Retry-After to everyone but administrators, who keep working and can sign in', async () => {
    expect((await platform({ maintenanceMode: true })).statusCode).toBe(200);
    const search = await t.request({ url: '/api/registry/search?q=silva', cookie: staff });
    expect(search.statusCode).toBe(503);
    expect(search.headers['retry-after']).toBe('300');
    expect(search.json().error).toEqual({ code: 'MAINTENANCE', message: settingsMessages.maintenance });
    expect((await t.request({ url: '/api/admin/clients' })).statusCode).toBe(503);
    // The web app learns who is signed in (and shows the maintenance page to staff).
    expect((await t.request({ url: '/api/me', cookie: staff })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/public-settings' })).json().maintenanceMode).toBe(true);
    // A load balancer keeps this instance in rotation, so users reach the maintenance page (decision 064).
    expect((await t.request({ url: '/api/ready' })).statusCode).toBe(200);
    // An administrator signs in and works.
    const again = await t.login(OWNER_EMAIL);
    expect((await t.request({ url: '/api/admin/clients', cookie: again })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/admin/settings', cookie: admin })).statusCode).toBe(200);
    // So does the unlock link of a sign-in slowdown (decision 052): this token was never mailed.
    expect((await t.request({ method: 'POST', url: '/api/sign-in-unlock', body: { token: 'x'.repeat(43) }, ip: t.nextIp() })).json().error.code).toBe(
      'UNLOCK_LINK_INVALID',
    );

    expect((await platform({ maintenanceMode: false })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/registry/search?q=silva', cookie: staff })).statusCode).toBe(200);
  });
});

describe('sign-up and e-mail confirmation', () => {
  it('closes sign-up with a clear message while newRegistrations is off', async () => {
    await platform({ newRegistrations: false });
    const res = await t.signUp('Novo', 'novo@exemplo.com.br');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'REGISTRATIONS_CLOSED', message: settingsMessages.registrationsClosed });
    await platform({ newRegistrations: true });
    expect((await t.signUp('Novo', 'novo@exemplo.com.br')).statusCode).toBe(200);
  });

  it('lets an unconfirmed account sign in only while emailVerificationRequired is off', async () => {
    expect((await t.signUp('Sem Confirmar', 'sem@exemplo.com.br')).statusCode).toBe(200);
    const refused = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'sem@exemplo.com.br', password: 'segredo123' },
      ip: t.nextIp(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(authErrorMessages.EMAIL_NOT_VERIFIED);

    await platform({ emailVerificationRequired: false });
    const cookie = await t.login('sem@exemplo.com.br');
    const me = await t.request({ url: '/api/me', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.emailVerified).toBe(false);
    await platform({ emailVerificationRequired: true });
  });
});
