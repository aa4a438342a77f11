import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authErrorMessages, authMessages, formatMessages } from '@despacha/domain/messages';
import { userMessages } from '@despacha/domain/admin-messages';
import { activities, agencies, profiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let ana: string; // dispatcher of agency A
let bia: string; // dispatcher of agency B
let agencyA: string;
let agencyB: string;

type Item = { id: string; email: string; role: string; status: string };
const listA = async () => (await t.request({ url: '/api/agency/users', cookie: ana })).json() as { items: Item[]; seats: { used: number; total: number } };
const idOf = async (email: string) => (await listA()).items.find((u) => u.email === email)!.id;

/** Follows the invitation link as the browser would and sets the password on the reset page. */
async function acceptInvitation(email: string, password: string) {
  const mail = await t.latestMail(email);
  const link = new URL(mail!.link!);
  const redirect = await t.request({ url: link.pathname + link.search });
  expect(redirect.statusCode).toBe(302);
  const target = new URL(redirect.headers.location as string);
  expect(target.pathname).toBe('/redefinir-senha');
  const token = target.searchParams.get('token');
  return t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: password } });
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@a.com.br');
  bia = await t.userSession('Bia', 'bia@b.com.br');
  agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  agencyB = (await t.onboard(bia, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' })).json().id;
});
afterAll(async () => t.close());

describe('agency users (dispatchers)', () => {
  it('lists the agency users with the seats of the plan', async () => {
    const res = await listA();
    expect(res.seats).toEqual({ used: 1, total: 2 });
    expect(res.items).toEqual([expect.objectContaining({ name: 'Ana', email: 'ana@a.com.br', role: 'dispatcher', status: 'active' })]);
    expect((await t.request({ url: '/api/agency/users' })).statusCode).toBe(401);
  });

  it('validates the invitation', async () => {
    const res = await t.request({ method: 'POST', url: '/api/agency/users', cookie: ana, body: { name: '', email: 'x@', phone: '123', role: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: authMessages.nameRequired,
      email: formatMessages.emailInvalid,
      phone: formatMessages.phoneInvalid,
      role: userMessages.agencyRoleInvalid,
    });
  });

  it('invites a user, whose link sets a password to sign in with', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/agency/users',
      cookie: ana,
      body: { name: 'Caio', email: 'caio@a.com.br', phone: '(21) 98888-7777', role: 'user' },
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.latestMail('caio@a.com.br');
    expect(mail?.subject).toBe('Convite para o Despacha');
    expect(mail?.text).toContain('Ana cadastrou você');

    // The random password of an invited user opens nothing.
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: 'caio@a.com.br', password: 'qualquer1' }, ip: t.nextIp() })).statusCode,
    ).toBe(401);
    expect((await acceptInvitation('caio@a.com.br', 'chaveAzul7')).statusCode).toBe(200);
    const caio = await t.login('caio@a.com.br', 'chaveAzul7');
    const me = (await t.request({ url: '/api/me', cookie: caio })).json();
    expect(me.profile).toMatchObject({ role: 'user', agencyId: agencyA, mustChangePassword: false });

    const trail = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.agencyId, agencyA), eq(activities.entity, 'user')));
    expect(trail.map((a) => a.summary)).toEqual(expect.arrayContaining(['Usuário Caio (caio@a.com.br) adicionado como Usuário', 'Caio entrou no sistema']));
    expect((await listA()).seats).toEqual({ used: 2, total: 2 });
  });

  it('a plain user of the agency gets 403 on every agency-user endpoint', async () => {
    const caio = await t.login('caio@a.com.br', 'chaveAzul7');
    const id = await idOf('ana@a.com.br');
    for (const [method, url, body] of [
      ['GET', '/api/agency/users', undefined],
      ['POST', '/api/agency/users', { name: 'X', email: 'x@a.com.br', role: 'user' }],
      ['PATCH', `/api/agency/users/${id}`, { role: 'user' }],
      ['POST', `/api/agency/users/${id}/deactivate`, undefined],
      ['POST', `/api/agency/users/${id}/reactivate`, undefined],
    ] as const) {
      const res = await t.request({ method, url, cookie: caio, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe(userMessages.dispatcherOnly);
    }
  });

  it('refuses an invitation past the seat limit, with a clear message', async () => {
    const res = await t.request({ method: 'POST', url: '/api/agency/users', cookie: ana, body: { name: 'Duda', email: 'duda@a.com.br', role: 'user' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Limite de usuários do plano atingido (2 de 2). Aumente os usuários adicionais do plano para cadastrar mais.');
    expect(await t.latestMail('duda@a.com.br')).toBeUndefined();
  });

  it('rejects an e-mail already registered', async () => {
    await t.db.update(agencies).set({ additionalUsers: 2 }).where(eq(agencies.id, agencyA));
    const res = await t.request({ method: 'POST', url: '/api/agency/users', cookie: ana, body: { name: 'Bia', email: 'BIA@b.com.br', role: 'user' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ email: userMessages.emailTaken });
  });

  it('changes roles but keeps one active dispatcher', async () => {
    const anaId = await idOf('ana@a.com.br');
    const caioId = await idOf('caio@a.com.br');
    const last = await t.request({ method: 'PATCH', url: `/api/agency/users/${anaId}`, cookie: ana, body: { role: 'user' } });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(userMessages.lastDispatcher);

    expect((await t.request({ method: 'PATCH', url: `/api/agency/users/${caioId}`, cookie: ana, body: { role: 'dispatcher' } })).statusCode).toBe(200);
    const caio = await t.login('caio@a.com.br', 'chaveAzul7');
    expect((await t.request({ url: '/api/me', cookie: caio })).json().profile.role).toBe('dispatcher');
    expect((await t.request({ url: '/api/agency/users', cookie: caio })).statusCode).toBe(200);
    expect((await t.request({ method: 'PATCH', url: `/api/agency/users/${caioId}`, cookie: ana, body: { role: 'user' } })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/agency/users', cookie: caio })).statusCode).toBe(403);
  });

  it("cannot see or touch another agency's users (404)", async () => {
    const caioId = await idOf('caio@a.com.br');
    expect((await t.request({ method: 'PATCH', url: `/api/agency/users/${caioId}`, cookie: bia, body: { role: 'dispatcher' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/agency/users/${caioId}/deactivate`, cookie: bia })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/agency/users/${caioId}/reactivate`, cookie: bia })).statusCode).toBe(404);
    const listB = (await t.request({ url: '/api/agency/users', cookie: bia })).json();
    expect(listB.items.map((u: Item) => u.email)).toEqual(['bia@b.com.br']);
    expect(agencyB).not.toBe(agencyA);
    expect((await t.db.query.profiles.findFirst({ where: eq(profiles.id, caioId) }))?.role).toBe('user');
  });

  it('a dispatcher cannot deactivate themselves', async () => {
    const res = await t.request({ method: 'POST', url: `/api/agency/users/${await idOf('ana@a.com.br')}/deactivate`, cookie: ana });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(userMessages.cannotDeactivateSelf);
  });

  it('deactivates: the open session stops working and sign-in is refused; reactivation needs a seat', async () => {
    const caio = await t.login('caio@a.com.br', 'chaveAzul7');
    const caioId = await idOf('caio@a.com.br');
    expect((await t.request({ method: 'POST', url: `/api/agency/users/${caioId}/deactivate`, cookie: ana })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/dashboard', cookie: caio })).statusCode).toBe(401);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'caio@a.com.br', password: 'chaveAzul7' },
      ip: t.nextIp(),
    });
    expect(signIn.json().error.message).toBe(authErrorMessages.INVALID_EMAIL_OR_PASSWORD);

    const listed = await listA();
    expect(listed.seats).toEqual({ used: 1, total: 4 });
    expect(listed.items.find((u) => u.id === caioId)?.status).toBe('inactive');

    // Freed seats go to new people; reactivating past the limit is refused like an invitation.
    for (const n of [1, 2, 3]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/agency/users',
        cookie: ana,
        body: { name: `Pessoa ${n}`, email: `p${n}@a.com.br`, role: 'user' },
      });
      expect(res.statusCode).toBe(201);
    }
    const full = await t.request({ method: 'POST', url: `/api/agency/users/${caioId}/reactivate`, cookie: ana });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(userMessages.seatLimitReached(4, 4));
    await t.request({ method: 'POST', url: `/api/agency/users/${await idOf('p3@a.com.br')}/deactivate`, cookie: ana });
    expect((await t.request({ method: 'POST', url: `/api/agency/users/${caioId}/reactivate`, cookie: ana })).statusCode).toBe(200);
    await t.login('caio@a.com.br', 'chaveAzul7');
  });

  it('an admin without agency is not a dispatcher here', async () => {
    const other = await t.userSession('Sem Agência', 'sem@x.com.br');
    expect((await t.request({ url: '/api/agency/users', cookie: other })).statusCode).toBe(403);
  });
});
