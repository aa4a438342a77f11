import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authMessages, commonMessages, formatMessages } from '@despacha/domain/messages';
import { userMessages } from '@despacha/domain/admin-messages';
import { TEXT } from '@despacha/domain/limits';
import { profiles, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cookie: string;
let userId: string;
const rename = (name: unknown, as: string | null = cookie) => t.request({ method: 'PATCH', url: '/api/me/profile', cookie: as ?? undefined, body: { name } });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.userSession('Marta', 'marta@exemplo.com.br');
  userId = (await t.request({ url: '/api/me', cookie })).json().user.id;
});
afterAll(async () => t.close());

describe('Minha conta: changing one own name', () => {
  it('renames profile and login user together; the next /api/me (cached before) shows it', async () => {
    expect((await t.request({ url: '/api/me', cookie })).json().profile.name).toBe('Marta');
    const res = await rename('  Marta Ribeiro  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Marta Ribeiro' });
    const me = (await t.request({ url: '/api/me', cookie })).json();
    expect(me.profile.name).toBe('Marta Ribeiro');
    expect(me.user.name).toBe('Marta Ribeiro');
    const [profile] = await t.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, userId));
    const [user] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect([profile!.name, user!.name]).toEqual(['Marta Ribeiro', 'Marta Ribeiro']);
  });

  it('refuses a blank or too long name with the field message and changes nothing', async () => {
    const blank = await rename('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ name: authMessages.nameRequired });
    const long = await rename('x'.repeat(TEXT.name + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ name: formatMessages.tooLong(TEXT.name) });
    expect((await rename(42)).statusCode).toBe(400);
    expect((await t.request({ url: '/api/me', cookie })).json().profile.name).toBe('Marta Ribeiro');
  });

  it('needs a session, and a temporary password is replaced first', async () => {
    const anonymous = await rename('Ninguém', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(commonMessages.unauthenticated);
    const other = await t.userSession('Temporária', 'temp@exemplo.com.br');
    const tempId = (await t.request({ url: '/api/me', cookie: other })).json().user.id;
    await t.db.update(profiles).set({ mustChangePassword: true }).where(eq(profiles.id, tempId));
    t.app.forgetActor(tempId);
    const refused = await rename('Outro Nome', other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(userMessages.passwordChangeRequired);
  });
});
