import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { authErrorMessages } from '@despacha/domain/messages';
import { users, verifications } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function requestReset(email: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email, redirectTo: '/redefinir-senha' }, ip: t.nextIp() });
  expect(res.statusCode).toBe(200);
  const link = new URL((await t.latestMail(email))!.link!);
  return link.pathname.split('/').pop()!;
}

const reset = (token: string, newPassword: string) =>
  t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword }, ip: t.nextIp() });

const follow = async (token: string) => {
  const res = await t.request({ url: `/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/redefinir-senha')}` });
  return new URL(res.headers.location as string, 'http://x').searchParams;
};

async function outstanding(email: string) {
  const user = await t.db.query.users.findFirst({ where: eq(users.email, email) });
  const rows = await t.db
    .select({ identifier: verifications.identifier })
    .from(verifications)
    .where(and(eq(verifications.value, user!.id), like(verifications.identifier, 'reset-password:%')));
  return rows.map((r) => r.identifier.slice('reset-password:'.length));
}

const INVALID = { code: 'INVALID_TOKEN', message: authErrorMessages.INVALID_TOKEN };

describe('password reset links', () => {
  it('a new reset link voids the earlier ones', async () => {
    await t.userSession('Dois Links', 'dois@exemplo.com.br', 'antiga123');
    const first = await requestReset('dois@exemplo.com.br');
    const second = await requestReset('dois@exemplo.com.br');
    expect(second).not.toBe(first);
    expect(await outstanding('dois@exemplo.com.br')).toEqual([second]);

    expect((await follow(first)).get('error')).toBe('INVALID_TOKEN');
    const stale = await reset(first, 'primeira123');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toEqual(INVALID);

    expect((await follow(second)).get('token')).toBe(second);
    expect((await reset(second, 'segunda123')).statusCode).toBe(200);
    expect(await t.login('dois@exemplo.com.br', 'segunda123')).toContain('session_token');
  });

  it('completing a reset voids every other outstanding link of the user', async () => {
    await t.userSession('Concorrente', 'concorrente@exemplo.com.br', 'antiga123');
    const mailed = await requestReset('concorrente@exemplo.com.br');
    // A link issued meanwhile by another process (the two requests crossed), and one of another user.
    const user = await t.db.query.users.findFirst({ where: eq(users.email, 'concorrente@exemplo.com.br') });
    const expiresAt = new Date(Date.now() + 3_600_000);
    await t.db.insert(verifications).values({ id: crypto.randomUUID(), identifier: 'reset-password:cruzado', value: user!.id, expiresAt });
    await t.userSession('Outra', 'outra@exemplo.com.br', 'antiga123');
    const others = await requestReset('outra@exemplo.com.br');

    expect((await reset(mailed, 'nova12345')).statusCode).toBe(200);
    expect(await outstanding('concorrente@exemplo.com.br')).toEqual([]);
    const crossed = await reset('cruzado', 'outra12345');
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error).toEqual(INVALID);
    expect(await t.login('concorrente@exemplo.com.br', 'nova12345')).toContain('session_token');
    // Another user's link is untouched.
    expect(await outstanding('outra@exemplo.com.br')).toEqual([others]);
  });
});
