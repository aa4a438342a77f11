import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (cookie: string) => t.request({ url: '/api/me', cookie });
const tokenOf = (cookie: string) => /session_token=([^.;]+)\./.exec(cookie)![1]!;

/** Every key at any depth of a JSON value, to prove a field is absent everywhere. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

describe('session cache keyed by the session token', () => {
  it('after sign-out the same session cookie inside a different Cookie header gets 401 at once', async () => {
    const cookie = await t.userSession('Saulo', 'saulo@exemplo.com.br');
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(`${cookie}; other=1`)).statusCode).toBe(200);

    expect((await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, body: {} })).statusCode).toBe(200);
    expect((await me(`${cookie}; other=1`)).statusCode).toBe(401);
    expect((await me(`theme=dark; ${cookie}`)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a session seen moments ago is served from the cache whatever other cookies surround it', async () => {
    const cookie = await t.userSession('Cacá', 'caca@exemplo.com.br');
    expect((await me(cookie)).statusCode).toBe(200);
    // Deleted behind the server's back (no event): only a cache keyed by the token still knows it.
    await t.db.delete(sessions).where(eq(sessions.token, tokenOf(cookie)));
    expect((await me(`a=1; ${cookie}; b=2`)).statusCode).toBe(200);

    t.app.forgetSession(tokenOf(cookie));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a cached token under a forged signature is refused', async () => {
    const cookie = await t.userSession('Fábio', 'fabio@exemplo.com.br');
    expect((await me(cookie)).statusCode).toBe(200);
    const forged = cookie.replace(/(session_token=[^.;]+\.)[^;]+/, `$1${'A'.repeat(43)}=`);
    expect(forged).not.toBe(cookie);
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('revoking another session through better-auth drops it from the cache at once', async () => {
    const first = await t.userSession('Rui', 'rui@exemplo.com.br');
    const second = await t.login('rui@exemplo.com.br');
    expect((await me(second)).statusCode).toBe(200);
    const revoke = await t.request({ method: 'POST', url: '/api/auth/revoke-other-sessions', cookie: first, body: {} });
    expect(revoke.statusCode).toBe(200);
    expect((await me(`x=1; ${second}`)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(200);
  });

  it('a user event drops every cached session of that user', async () => {
    const cookie = await t.userSession('Ugo', 'ugo@exemplo.com.br');
    const body = (await me(cookie)).json();
    await t.db.delete(sessions).where(eq(sessions.userId, body.user.id));
    expect((await me(cookie)).statusCode).toBe(200);
    t.app.forgetActor(body.user.id);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('page scripts never see a session token', () => {
  it('sign-in, get-session and list-sessions answer without any token field', async () => {
    await t.userSession('Tina', 'tina@exemplo.com.br');
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'tina@exemplo.com.br', password: 'segredo123' },
      ip: t.nextIp(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(keysOf(signIn.json())).not.toContain('token');
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const session = await t.request({ url: '/api/auth/get-session', cookie });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email: 'tina@exemplo.com.br' }, session: { userId: expect.any(String) } });
    expect(keysOf(session.json())).not.toContain('token');

    const list = await t.request({ url: '/api/auth/list-sessions', cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(3); // the confirmation link's, userSession's and this sign-in's
    expect(keysOf(list.json())).toContain('userId');
    expect(keysOf(list.json())).not.toContain('token');
    expect(list.body).not.toContain(tokenOf(cookie));
  });
});
