import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serializeSignedCookie } from 'better-call';
import { agencies, profiles, sessions } from '../db/schema/index.ts';
import { verifiedToken } from '../lib/session-lookup.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../testing/test-app.ts';

// The first request of a fresh sign-in misses the session cache: these exercise the lookup that
// replaced better-auth's getSession on that path, and what must still go through better-auth.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (cookie: string) => t.request({ url: '/api/me', cookie });
const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
const HOUR = 3600_000;

/** A cookie value as better-call signs it (URL-encoded `value.signature`). */
async function signCookieValue(value: string, secret: string): Promise<string> {
  const header = await serializeSignedCookie('c', value, secret);
  return header.slice(2, header.indexOf(';') === -1 ? undefined : header.indexOf(';'));
}

describe('verifiedToken', () => {
  it('accepts exactly what better-call signs with that secret', async () => {
    const secret = 'a'.repeat(64);
    const signed = decodeURIComponent(await signCookieValue('tok3n-value', secret));
    expect(verifiedToken(signed, secret)).toBe('tok3n-value');
    expect(verifiedToken(signed, 'b'.repeat(64))).toBeNull();
    expect(verifiedToken(signed.replace('tok3n', 'token'), secret)).toBeNull();
    // The same signature in base64url spelling is not what better-call would accept.
    const sig = signed.slice(signed.lastIndexOf('.') + 1);
    if (/[+/]/.test(sig)) expect(verifiedToken(signed.replace(/\+/g, '-').replace(/\//g, '_'), secret)).toBeNull();
    expect(verifiedToken(`tok3n-value.${'A'.repeat(43)}=`, secret)).toBeNull();
    expect(verifiedToken('no-signature', secret)).toBeNull();
  });
});

describe('session lookup on a cache miss', () => {
  it('an expired session is refused and its cookie cleared', async () => {
    const cookie = await t.userSession('Eva', 'eva@exemplo.com.br');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, tokenOf(cookie)));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name.endsWith('session_token'))?.value).toBe('');
  });

  it('a session is never extended (absolute lifetime); its last use moves forward, and idle past sessionTimeout it ends', async () => {
    const cookie = await t.userSession('Rita', 'rita@exemplo.com.br');
    const token = tokenOf(cookie);
    const [created] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    // Used two minutes ago (the default timeout is 480 minutes): answered, last use now, same expiry.
    await t.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(sessions.token, token));
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const [used] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    expect(Date.now() - used!.updatedAt.getTime()).toBeLessThan(30_000);
    expect(used!.expiresAt.getTime()).toBe(created!.expiresAt.getTime());
    // expires_at is computed by better-auth, created_at by the database's clock: a millisecond apart at most.
    expect(Math.abs(created!.expiresAt.getTime() - created!.createdAt.getTime() - 24 * HOUR)).toBeLessThan(1000);

    // Idle for 481 minutes: the session ends (row gone) on its next request.
    await t.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 481 * 60_000) })
      .where(eq(sessions.token, token));
    t.app.forgetSession(token);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it('a live session answers without a new cookie', async () => {
    const cookie = await t.userSession('Lia', 'lia@exemplo.com.br');
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json().user.email).toBe('lia@exemplo.com.br');
  });

  it('a signature made with another secret is refused even though the token exists', async () => {
    const cookie = await t.userSession('Ivo', 'ivo@exemplo.com.br');
    const name = /([^=; ]*session_token)=/.exec(cookie)![1]!;
    const forged = `${name}=${await signCookieValue(tokenOf(cookie), 'x'.repeat(64))}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('a deactivated user whose session survived is refused', async () => {
    const cookie = await t.userSession('Davi', 'davi@exemplo.com.br');
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, tokenOf(cookie)));
    // Changed behind the server's back; only the caches are dropped, so the next request reads the rows.
    await t.db.update(profiles).set({ active: false }).where(eq(profiles.id, row!.userId));
    t.app.forgetActor(row!.userId);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('the first request of the platform owner creates the admin profile', async () => {
    const cookie = await t.userSession('Dona', OWNER_EMAIL);
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.role).toBe('admin');
  });
});

describe('agency cached with the profile', () => {
  it("/api/me shows the agency's new name and status as soon as the admin changes them", async () => {
    const owner = await t.userSession('Dono', OWNER_EMAIL);
    const cookie = await t.userSession('Gil', 'gil@exemplo.com.br');
    expect((await t.onboard(cookie)).statusCode).toBe(201);
    const agency = (await me(cookie)).json().agency as { id: string; name: string };
    expect(agency.name).toBe('Despachante Teste');

    const detail = (await t.request({ url: `/api/admin/clients/${agency.id}`, cookie: owner })).json();
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/admin/clients/${agency.id}`,
      cookie: owner,
      body: { ...editable(detail), name: 'Despachante Novo' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await me(cookie)).json().agency.name).toBe('Despachante Novo');

    const change = await t.request({
      method: 'POST',
      url: `/api/admin/clients/${agency.id}/subscription-change`,
      cookie: owner,
      body: { newStatus: 'suspended', reason: 'teste' },
    });
    expect(change.statusCode).toBe(201);
    expect((await me(cookie)).json().agency.status).toBe('suspended');
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.status).toBe('suspended');
  });
});

/** The fields the client form sends back. */
function editable(detail: Record<string, unknown>) {
  const { name, email, phone, cnpj } = detail;
  return { name, email, phone, cnpj, address: 'Rua do Ouvidor, 50', city: 'Rio de Janeiro', state: 'RJ', zipCode: '20040-030' };
}
