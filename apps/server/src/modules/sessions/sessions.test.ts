import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deviceOf } from './device.ts';

// Issue 16 item 4 (decision 033): a user's own sessions, and the admin ending all of a user's.
let t: TestApp;
let admin: string;
let laptop: string;

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function loginFrom(userAgent: string, ip: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: { email: 'ana@a.com.br', password: 'segredo123' },
    headers: { 'user-agent': userAgent },
    ip,
  });
  expect(res.statusCode).toBe(200);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
const mine = (cookie: string) => t.request({ url: '/api/me/sessions', cookie });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona Admin', OWNER_EMAIL);
  await t.onboard(await t.userSession('Ana', 'ana@a.com.br'));
  laptop = await loginFrom(CHROME_WINDOWS, '10.1.1.1');
});
afterAll(async () => t.close());

describe('sessions', () => {
  it('names devices from the user agent', () => {
    expect(deviceOf(CHROME_WINDOWS)).toBe('Chrome no Windows');
    expect(deviceOf(SAFARI_IPHONE)).toBe('Safari no iOS');
    expect(deviceOf(null)).toBe('Dispositivo desconhecido');
  });

  it('lists the live sessions with device, address and last use; ending one signs that device out at once', async () => {
    const phone = await loginFrom(SAFARI_IPHONE, '10.2.2.2');
    // Both in the session cache first, so the end must reach it.
    expect((await t.request({ url: '/api/me', cookie: phone })).statusCode).toBe(200);
    const list = (await mine(laptop)).json() as { id: string; device: string; ipAddress: string; lastUsedAt: string; current: boolean }[];
    const current = list.find((s) => s.current)!;
    expect(current).toMatchObject({ device: 'Chrome no Windows', ipAddress: '10.1.1.1' });
    const other = list.find((s) => s.device === 'Safari no iOS')!;
    expect(other).toMatchObject({ ipAddress: '10.2.2.2', current: false });
    expect(Number.isNaN(Date.parse(other.lastUsedAt))).toBe(false);
    expect(JSON.stringify(list)).not.toContain('token');

    expect((await t.request({ method: 'DELETE', url: `/api/me/sessions/${other.id}`, cookie: laptop })).statusCode).toBe(204);
    expect((await t.request({ url: '/api/me', cookie: phone })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/me', cookie: laptop })).statusCode).toBe(200);
    // Another user's session id is not found for someone else.
    const adminSession = ((await mine(admin)).json() as { id: string }[])[0]!.id;
    expect((await t.request({ method: 'DELETE', url: `/api/me/sessions/${adminSession}`, cookie: laptop })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/me', cookie: admin })).statusCode).toBe(200);
  });

  it('an admin ends all of a user’s sessions', async () => {
    const phone = await loginFrom(SAFARI_IPHONE, '10.3.3.3');
    const anaId = ((await t.request({ url: '/api/me', cookie: laptop })).json() as { user: { id: string } }).user.id;
    expect((await t.request({ method: 'POST', url: `/api/admin/users/${anaId}/sessions/end`, cookie: laptop })).statusCode).toBe(403);
    const ended = await t.request({ method: 'POST', url: `/api/admin/users/${anaId}/sessions/end`, cookie: admin });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().ended).toBeGreaterThanOrEqual(2);
    expect((await t.request({ url: '/api/me', cookie: phone })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/me', cookie: laptop })).statusCode).toBe(401);
  });
});
