import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { authErrorMessages, formatMessages } from '@despacha/domain/messages';
import { adminMessages, userMessages } from '@despacha/domain/admin-messages';
import { activities, agencies, profiles, sessions } from '../../db/schema/index.ts';
import { captureQueries } from '../../testing/query-plans.ts';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let dispatcher: string;
let plainUser: string;
let agencyId: string;

const ADMIN_ENDPOINTS = [
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/clients'],
  ['GET', '/api/admin/users/x'],
  ['POST', '/api/admin/users'],
  ['POST', '/api/admin/users/x/reset-password'],
  ['POST', '/api/admin/users/x/deactivate'],
  ['POST', '/api/admin/users/x/reactivate'],
] as const;

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carla Dias',
  email: 'carla@a.com.br',
  phone: '(21) 99876-5432',
  role: 'user',
  clientId: agencyId,
  temporaryPassword: 'Abc23xyz',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  dispatcher = await t.userSession('Ana', 'ana@a.com.br');
  agencyId = (await t.onboard(dispatcher, { name: 'Agência A' })).json().id;
  // The basic plan has 2 seats: Ana and this user fill them; the admin raises the seats below.
  plainUser = await t.userSession('Beto', 'beto@a.com.br');
  const beto = (await t.request({ url: '/api/me', cookie: plainUser })).json().user.id;
  await t.db.update(profiles).set({ agencyId }).where(eq(profiles.id, beto));
  t.app.forgetActor(beto);
});
afterAll(async () => t.close());

describe('admin users', () => {
  it('dispatcher and plain user get 403 on every admin endpoint; anonymous gets 401', async () => {
    for (const [method, url] of ADMIN_ENDPOINTS) {
      expect((await t.request({ method, url, cookie: dispatcher, body: method === 'POST' ? {} : undefined })).statusCode, url).toBe(403);
      expect((await t.request({ method, url, cookie: plainUser, body: method === 'POST' ? {} : undefined })).statusCode, url).toBe(403);
      expect((await t.request({ method, url, body: method === 'POST' ? {} : undefined })).statusCode, url).toBe(401);
    }
  });

  it('validates the new user with the spec messages', async () => {
    const empty = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      cookie: admin,
      body: { name: '', email: '', role: '', clientId: '', temporaryPassword: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      name: adminMessages.userRequired,
      email: adminMessages.userRequired,
      role: adminMessages.userRequired,
      temporaryPassword: adminMessages.userPasswordMissing,
    });
    const noClient = await t.request({ method: 'POST', url: '/api/admin/users', cookie: admin, body: newUser({ clientId: '' }) });
    expect(noClient.json().error.fields).toEqual({ clientId: adminMessages.userRequired });
    const weak = await t.request({ method: 'POST', url: '/api/admin/users', cookie: admin, body: newUser({ temporaryPassword: 'abcdefgh' }) });
    expect(weak.json().error.fields).toEqual({ temporaryPassword: adminMessages.userPasswordFormat });
    const unknownClient = await t.request({ method: 'POST', url: '/api/admin/users', cookie: admin, body: newUser({ clientId: crypto.randomUUID() }) });
    expect(unknownClient.json().error.fields).toEqual({ clientId: adminMessages.clientMissing });
  });

  it('refuses past the seat limit with the counts', async () => {
    const res = await t.request({ method: 'POST', url: '/api/admin/users', cookie: admin, body: newUser() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'SEAT_LIMIT', message: userMessages.seatLimitReached(2, 2) });
    expect(res.json().error.message).toBe('Limite de usuários do plano atingido (2 de 2). Aumente os usuários adicionais do plano para cadastrar mais.');
  });

  it('creates a user with the temporary password, who must change it at first sign-in', async () => {
    await t.db.update(agencies).set({ additionalUsers: 3 }).where(eq(agencies.id, agencyId));
    const res = await t.request({ method: 'POST', url: '/api/admin/users', cookie: admin, body: newUser({ email: 'Carla@A.com.br' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Carla Dias', email: 'carla@a.com.br', role: 'user', clientName: 'Agência A' });

    const carla = await t.login('carla@a.com.br', 'Abc23xyz');
    const me = (await t.request({ url: '/api/me', cookie: carla })).json();
    expect(me.profile).toMatchObject({ role: 'user', agencyId, name: 'Carla Dias', mustChangePassword: true });
    expect(me.user.emailVerified).toBe(true);
    const blocked = await t.request({ url: '/api/registry/search?q=silva', cookie: carla });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: userMessages.passwordChangeRequired });
    // better-auth's own account routes are gated too (issue 32 item 12).
    const rename = await t.request({ method: 'POST', url: '/api/auth/update-user', cookie: carla, body: { name: 'Outra Pessoa' } });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await t.request({ url: '/api/me', cookie: carla })).json().profile.name).toBe('Carla Dias');

    const wrong = await t.request({
      method: 'POST',
      url: '/api/me/password',
      cookie: carla,
      body: { currentPassword: 'errada12', newPassword: 'minhaSenha9' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: userMessages.currentPasswordWrong });
    const short = await t.request({ method: 'POST', url: '/api/me/password', cookie: carla, body: { currentPassword: 'Abc23xyz', newPassword: '123' } });
    expect(short.json().error.fields).toEqual({ newPassword: 'A senha deve ter pelo menos 6 caracteres' });

    const ok = await t.request({ method: 'POST', url: '/api/me/password', cookie: carla, body: { currentPassword: 'Abc23xyz', newPassword: 'minhaSenha9' } });
    expect(ok.statusCode).toBe(200);
    const renewed = ok.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await t.request({ url: '/api/me', cookie: renewed })).json().profile.mustChangePassword).toBe(false);
    // Changing the password renews the cookie; it is not another sign-in in the agency's trail.
    const signIns = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.actorId, me.user.id), eq(activities.action, 'signed_in')));
    expect(signIns).toHaveLength(1);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: 'carla@a.com.br', password: 'Abc23xyz' }, ip: t.nextIp() })).statusCode,
    ).toBe(401);
    await t.login('carla@a.com.br', 'minhaSenha9');
    expect((await t.request({ url: '/api/registry/search?q=silva', cookie: renewed })).statusCode).toBe(200);
  });

  it('rejects a duplicate e-mail with a field message', async () => {
    const res = await t.request({ method: 'POST', url: '/api/admin/users', cookie: admin, body: newUser({ email: 'ANA@a.com.br' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'EMAIL_TAKEN', message: userMessages.emailTaken, fields: { email: userMessages.emailTaken } });
  });

  it('creates a platform administrator without an agency', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      cookie: admin,
      body: newUser({ name: 'Otto Prado', email: 'op@despacha.test', role: 'admin', clientId: '' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'admin', clientName: null });
  });

  it('lists with search, client filter and cards counted by the database', async () => {
    const all = (await t.request({ url: '/api/admin/users', cookie: admin })).json();
    expect(all.summary).toEqual({ total: 5, active: 5, admins: 2, uniqueClients: 1 });
    expect(all.total).toBe(5);
    expect(all.items.map((u: { email: string }) => u.email)).toEqual(['op@despacha.test', 'carla@a.com.br', 'beto@a.com.br', 'ana@a.com.br', OWNER_EMAIL]);
    const carla = all.items.find((u: { email: string }) => u.email === 'carla@a.com.br');
    expect(carla).toMatchObject({ name: 'Carla Dias', phone: '21998765432', role: 'user', status: 'active', clientId: agencyId, clientName: 'Agência A' });
    expect(carla.lastAccess).not.toBeNull();
    const opAdmin = all.items.find((u: { email: string }) => u.email === 'op@despacha.test');
    expect(opAdmin.lastAccess).toBeNull();

    const search = (await t.request({ url: '/api/admin/users?q=CARLA', cookie: admin })).json();
    expect(search.items.map((u: { name: string }) => u.name)).toEqual(['Carla Dias']);
    expect(search.summary.total).toBe(5);
    const byEmail = (await t.request({ url: '/api/admin/users?q=beto@', cookie: admin })).json();
    expect(byEmail.items.map((u: { name: string }) => u.name)).toEqual(['Beto']);
    const byClient = (await t.request({ url: `/api/admin/users?clientId=${agencyId}`, cookie: admin })).json();
    expect(byClient.total).toBe(3);
    expect((await t.request({ url: '/api/admin/users?clientId=nada', cookie: admin })).json().items).toEqual([]);

    const clients = (await t.request({ url: '/api/admin/users/clients', cookie: admin })).json();
    expect(clients).toEqual([{ id: agencyId, name: 'Agência A', seatsUsed: 3, seatsTotal: 5 }]);
  });

  it('sorts on the server by a whitelisted column; users without an agency or an access stay last', async () => {
    const emails = async (query: string) =>
      (await t.request({ url: `/api/admin/users?${query}`, cookie: admin })).json().items.map((u: { email: string }) => u.email);
    const names = async (query: string) =>
      (await t.request({ url: `/api/admin/users?${query}`, cookie: admin })).json().items.map((u: { name: string }) => u.name);
    expect(await names('sort=name&dir=asc')).toEqual(['Ana', 'Beto', 'Carla Dias', 'Dono', 'Otto Prado']);
    expect(await names('sort=name&dir=desc')).toEqual(['Otto Prado', 'Dono', 'Carla Dias', 'Beto', 'Ana']);
    for (const dir of ['asc', 'desc']) {
      expect((await emails(`sort=client&dir=${dir}`)).slice(3).sort()).toEqual([OWNER_EMAIL, 'op@despacha.test'].sort());
      expect((await emails(`sort=lastAccess&dir=${dir}`)).at(-1)).toBe('op@despacha.test');
    }
    for (const query of ['sort=passwordHash', 'dir=up', 'sort=name%20desc']) {
      const res = await t.request({ url: `/api/admin/users?${query}`, cookie: admin });
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().error.fields)).toContain(formatMessages.sortInvalid);
    }
  });

  it('shows details and 404 for an unknown id', async () => {
    const list = (await t.request({ url: '/api/admin/users?q=carla', cookie: admin })).json();
    const detail = await t.request({ url: `/api/admin/users/${list.items[0].id}`, cookie: admin });
    expect(detail.json()).toMatchObject({ email: 'carla@a.com.br', emailVerified: true, mustChangePassword: false, clientName: 'Agência A' });
    expect(detail.json().activeSessions).toBeGreaterThan(0);
    expect((await t.request({ url: '/api/admin/users/nao-existe', cookie: admin })).statusCode).toBe(404);
  });

  it('sends a reset-password mail', async () => {
    const id = (await t.request({ url: '/api/admin/users?q=beto', cookie: admin })).json().items[0].id;
    const res = await t.request({ method: 'POST', url: `/api/admin/users/${id}/reset-password`, cookie: admin });
    expect(res.statusCode).toBe(200);
    const mail = await t.latestMail('beto@a.com.br');
    expect(mail?.subject).toMatch(/Redefinição de senha/);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^?]+\?callbackURL=%2Fredefinir-senha$/);
  });

  it('deactivation ends the sessions and blocks sign-in; reactivation restores it', async () => {
    const carlaCookie = await t.login('carla@a.com.br', 'minhaSenha9');
    const id = (await t.request({ url: '/api/admin/users?q=carla', cookie: admin })).json().items[0].id;
    const res = await t.request({ method: 'POST', url: `/api/admin/users/${id}/deactivate`, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await t.request({ url: '/api/me', cookie: carlaCookie })).statusCode).toBe(401);

    // The right password answers as a wrong one: no oracle for a guesser (issue 32 item 7).
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'carla@a.com.br', password: 'minhaSenha9' },
      ip: t.nextIp(),
    });
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'carla@a.com.br', password: 'outraSenha9' },
      ip: t.nextIp(),
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: authErrorMessages.INVALID_EMAIL_OR_PASSWORD });
    expect([signIn.statusCode, signIn.body]).toEqual([wrong.statusCode, wrong.body]);
    expect(signIn.cookies.filter((c) => c.value)).toEqual([]);

    const list = (await t.request({ url: '/api/admin/users', cookie: admin })).json();
    expect(list.summary).toMatchObject({ total: 5, active: 4 });
    expect(list.items.find((u: { id: string }) => u.id === id).status).toBe('inactive');

    expect((await t.request({ method: 'POST', url: `/api/admin/users/${id}/reactivate`, cookie: admin })).statusCode).toBe(200);
    await t.login('carla@a.com.br', 'minhaSenha9');
  });

  it('an admin cannot deactivate themselves', async () => {
    const me = (await t.request({ url: '/api/me', cookie: admin })).json();
    const res = await t.request({ method: 'POST', url: `/api/admin/users/${me.user.id}/deactivate`, cookie: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(userMessages.cannotDeactivateSelf);
    expect((await t.request({ url: '/api/me', cookie: admin })).statusCode).toBe(200);
  });
});

// Issue 31: "último acesso" is read by the admin users list and detail, the agency's Usuários
// screen and the client detail. A five-year agency's trail holds a hundred thousand activities, of
// which sign-ins are few: the user's latest sign-in is one probe of activities_sign_ins_idx.
describe('last access among an agency trail of thousands of activities', () => {
  type Scan = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Scan[] };
  const client = () => (t.db as typeof t.db & { $client: { query(text: string, values?: unknown[]): Promise<{ rows: { 'QUERY PLAN': unknown }[] }> } }).$client;

  /** How each statement of `url` that reads sign-ins reaches the activities table. */
  async function signInScans(url: string, cookie: string): Promise<string[]> {
    const queries = await captureQueries(t.db, async () => expect((await t.request({ url, cookie })).statusCode, url).toBe(200));
    const reading = queries.filter((q) => /^\s*select/i.test(q.text) && q.text.includes("'signed_in'"));
    expect(reading.length, url).toBeGreaterThan(0);
    const scans: string[] = [];
    for (const q of reading) {
      const raw = (await client().query(`explain (format json) ${q.text}`, q.values)).rows[0]!['QUERY PLAN'];
      const walk = (n: Scan) => {
        if (n['Relation Name'] === 'activities') scans.push(`${n['Node Type']} (${n['Index Name'] ?? '-'})`);
        for (const child of n.Plans ?? []) walk(child);
      };
      walk(((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Scan }[])[0]!.Plan);
    }
    return scans;
  }

  it('is the newest sign-in in the user’s agency, read by the sign-ins index, and moves on the next sign-in', async () => {
    const beto = (await t.request({ url: '/api/admin/users?q=beto', cookie: admin })).json().items[0].id as string;
    // Signed out everywhere: only the trail tells his last access.
    await t.db.delete(sessions).where(eq(sessions.userId, beto));
    await t.db.execute(sql`insert into activities (agency_id, actor_id, actor_name, action, entity, summary, created_at)
      select ${agencyId}::uuid, ${beto}, 'Beto', 'updated', 'service', 'Serviço ' || g, now() - g * interval '1 minute'
      from generate_series(1, 3000) g`);
    await t.db.insert(activities).values([
      {
        agencyId,
        actorId: beto,
        actorName: 'Beto',
        action: 'signed_in',
        entity: 'user',
        summary: 'Beto entrou no sistema',
        createdAt: new Date('2024-01-10T12:00:00Z'),
      },
      {
        agencyId,
        actorId: beto,
        actorName: 'Beto',
        action: 'signed_in',
        entity: 'user',
        summary: 'Beto entrou no sistema',
        createdAt: new Date('2025-03-01T12:00:00Z'),
      },
    ]);
    // Statistics are the tables' owner's to gather (decision 074).
    await t.database.asOwner((owner) => owner.execute(sql`analyze activities`));

    const shown = async () => ({
      list: (await t.request({ url: '/api/admin/users?q=beto', cookie: admin })).json().items[0].lastAccess,
      detail: (await t.request({ url: `/api/admin/users/${beto}`, cookie: admin })).json().lastAccess,
      agency: (await t.request({ url: '/api/agency/users', cookie: dispatcher })).json().items.find((u: { id: string }) => u.id === beto).lastAccess,
      client: (await t.request({ url: `/api/admin/clients/${agencyId}`, cookie: admin })).json().users.find((u: { id: string }) => u.id === beto).lastSignInAt,
    });
    const march = '2025-03-01T12:00:00.000Z';
    expect(await shown()).toEqual({ list: march, detail: march, agency: march, client: march });

    for (const [url, cookie] of [
      ['/api/admin/users', admin],
      ['/api/admin/users?sort=lastAccess&dir=desc', admin],
      [`/api/admin/users/${beto}`, admin],
      ['/api/agency/users', dispatcher],
      [`/api/admin/clients/${agencyId}`, admin],
    ] as const) {
      const scans = await signInScans(url, cookie);
      expect(scans.length, url).toBeGreaterThan(0);
      expect(
        scans.every((s) => s.endsWith('(activities_sign_ins_idx)')),
        `${url}: ${scans.join(', ')}`,
      ).toBe(true);
    }

    const before = Date.now();
    await t.login('beto@a.com.br');
    const after = await shown();
    for (const value of Object.values(after)) expect(new Date(value).getTime()).toBeGreaterThanOrEqual(before - 1000);
  }, 30_000);
});
