import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '@despacha/domain/messages';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ signInPerMinute: 3 }) });
});
afterAll(async () => t.close());

describe('origin check', () => {
  it('refuses a state-changing call from another site', async () => {
    const cookie = await t.userSession('Vítima', 'vitima@exemplo.com.br');
    const res = await t.request({
      method: 'POST',
      url: '/api/onboarding/agency',
      cookie,
      headers: { origin: 'https://site-malicioso.example' },
      body: { name: 'X', cnpj: '11.222.333/0001-81', email: 'x@x.com', phone: '21987654321', planId: 'basico' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'FORBIDDEN_ORIGIN', message: commonMessages.forbiddenOrigin });
    const me = await t.request({ url: '/api/me', cookie });
    expect(me.json().profile.agencyId).toBeNull();
  });

  it('refuses a cross-site sign-out too, and accepts the same host', async () => {
    const evil = await t.request({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: 'https://evil.example' }, body: {} });
    expect(evil.statusCode).toBe(403);
    const same = await t.request({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: 'http://localhost:80', host: 'localhost:80' }, body: {} });
    expect(same.statusCode).not.toBe(403);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 in pt-BR after repeated failures from one address, other addresses unaffected', async () => {
    const attempt = (ip: string) =>
      t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: 'x@exemplo.com.br', password: 'errada123' }, ip });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('10.1.1.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt('10.1.1.1');
    expect(limited.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: commonMessages.tooManyRequests });
    expect((await attempt('10.1.1.2')).statusCode).toBe(401);
  });

  it('a forged client-IP header does not escape the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        body: { email: 'y@exemplo.com.br', password: 'errada123' },
        ip: '10.2.2.2',
        headers: { 'x-despacha-client-ip': `172.16.0.${i}`, 'x-forwarded-for': `172.16.1.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[3]).toBe(429);
  });
});

describe('errors', () => {
  it('unknown API paths answer 404 in the error shape; malformed JSON is 400', async () => {
    const res = await t.request({ url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const bad = await t.request({ method: 'POST', url: '/api/onboarding/agency', headers: { 'content-type': 'application/json' }, body: '{"x":' });
    expect([400, 401]).toContain(bad.statusCode);
  });
});
