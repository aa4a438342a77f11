import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '@despacha/domain/messages';
import { loadConfig } from '../config.ts';
import { cookieHeader, createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';

const EVIL = 'rebind.evil.test';
const PUBLIC = 'despacha.example.com.br';
const refused = { code: 'UNKNOWN_HOST', message: commonMessages.unknownHost };

let t: TestApp;
let prod: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  // Production mode (DATABASE_URL): PUBLIC_URL's host and ALLOWED_HOSTS only, no localhost.
  const { allowedHosts } = loadConfig({
    DATABASE_URL: 'postgres://x@db.internal/despacha',
    AUTH_SECRET: 'x'.repeat(32),
    PUBLIC_URL: `https://${PUBLIC}`,
    ALLOWED_HOSTS: 'Despacha.Interno.example, 10.0.0.5',
  });
  prod = await createTestApp({ config: testConfig({ publicUrl: `https://${PUBLIC}`, allowedHosts }) });
  await t.signUp('Alvo', 'alvo@exemplo.com.br');
  await t.confirmEmail('alvo@exemplo.com.br');
  cookie = await t.login('alvo@exemplo.com.br');
});
afterAll(async () => Promise.all([t.close(), prod.close()]));

const signIn = (app: TestApp, host: string, origin = `http://${host}`) =>
  app.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { host, origin },
    body: { email: 'alvo@exemplo.com.br', password: 'segredo123' },
    ip: app.nextIp(),
  });

describe('host check (DNS rebinding)', () => {
  it('refuses sign-in and the session API for a foreign Host, in pt-BR', async () => {
    const login = await signIn(t, EVIL);
    expect(login.statusCode).toBe(421);
    expect(login.json().error).toEqual(refused);
    expect(login.cookies).toEqual([]);
    const me = await t.request({ url: '/api/me', cookie, headers: { host: `${EVIL}:3000` } });
    expect(me.statusCode).toBe(421);
    expect(me.json().error).toEqual(refused);
    // The refusal still carries the security headers.
    expect(me.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await t.request({ url: '/', headers: { host: EVIL } })).statusCode).toBe(421);
  });

  it('serves localhost outside production, whatever the port or case', async () => {
    expect((await signIn(t, 'localhost:3000')).statusCode).toBe(200);
    const session = cookieHeader(await signIn(t, 'LOCALHOST:3000'));
    expect(session).not.toBe('');
    for (const host of ['localhost', '127.0.0.1:3000', '[::1]:3000', 'localhost.:3000']) {
      const me = await t.request({ url: '/api/me', cookie, headers: { host } });
      expect({ host, status: me.statusCode }).toEqual({ host, status: 200 });
    }
  });

  it('in production serves the public host and ALLOWED_HOSTS only', async () => {
    const asPublic = { host: PUBLIC, origin: `https://${PUBLIC}` };
    const signUp = await prod.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: asPublic,
      body: { name: 'Alvo', email: 'alvo@exemplo.com.br', password: 'segredo123', callbackURL: '/dashboard' },
    });
    expect(signUp.statusCode).toBe(200);
    const link = new URL((await prod.latestMail('alvo@exemplo.com.br'))!.link!);
    await prod.request({ url: link.pathname + link.search, headers: asPublic });
    const ok = await signIn(prod, PUBLIC, `https://${PUBLIC}`);
    expect(ok.statusCode).toBe(200);
    const session = cookieHeader(ok);
    for (const host of [PUBLIC, `${PUBLIC.toUpperCase()}:443`, 'despacha.interno.example:8080', '10.0.0.5']) {
      const me = await prod.request({ url: '/api/me', cookie: session, headers: { host } });
      expect({ host, status: me.statusCode }).toEqual({ host, status: 200 });
    }
    for (const host of ['localhost:3000', '127.0.0.1', EVIL, `${PUBLIC}.${EVIL}`, '']) {
      const me = await prod.request({ url: '/api/me', cookie: session, headers: { host } });
      expect({ host, status: me.statusCode }).toEqual({ host, status: 421 });
    }
    expect((await signIn(prod, EVIL, `https://${PUBLIC}`)).statusCode).toBe(421);
  });

  it('a forged X-Forwarded-Host does not help when no proxy is trusted', async () => {
    const me = await t.request({ url: '/api/me', cookie, headers: { host: EVIL, 'x-forwarded-host': 'localhost' } });
    expect(me.statusCode).toBe(421);
  });

  it('answers /api/health and /api/ready for any host: load balancers probe them by address, and they show nothing private', async () => {
    for (const host of [EVIL, '10.1.2.3:3000']) {
      const res = await prod.request({ url: '/api/health', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('ok');
      const ready = await prod.request({ url: '/api/ready', headers: { host } });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    }
    expect((await prod.request({ url: '/api/health/../me', headers: { host: EVIL } })).statusCode).toBe(421);
  });
});
