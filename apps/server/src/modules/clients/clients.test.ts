import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMessages } from '@despacha/domain/messages';
import { adminMessages, clientMessages, userMessages } from '@despacha/domain/admin-messages';
import { activities, agencies, invoices, profiles } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let dispatcher: string;
let plainUser: string;
let adminUserId: string;

const newClient = (overrides: Record<string, unknown> = {}) => ({
  name: 'Despachante Novo',
  email: 'contato@novo.com.br',
  planId: 'basico',
  cnpj: '',
  phone: '(21) 3333-4444',
  city: 'Niterói',
  state: 'RJ',
  ...overrides,
});

const create = (body: Record<string, unknown>, cookie = admin) => t.request({ method: 'POST', url: '/api/admin/clients', cookie, body });
const list = (query = '', cookie = admin) => t.request({ url: `/api/admin/clients${query}`, cookie });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona da Plataforma', OWNER_EMAIL);
  dispatcher = await t.userSession('Gerente', 'gerente@agencia.com.br');
  await t.onboard(dispatcher, { name: 'Agência do Gerente', cnpj: '12.ABC.345/01DE-35' });
  plainUser = await t.userSession('Pedro', 'pedro@exemplo.com.br');
  const me = await t.request({ url: '/api/me', cookie: admin });
  adminUserId = me.json().user.id;
});
afterAll(async () => t.close());

describe('authorization', () => {
  const endpoints = [
    ['GET', '/api/admin/clients'],
    ['GET', '/api/admin/clients/export?format=csv'],
    ['POST', '/api/admin/clients'],
    ['GET', '/api/admin/clients/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/admin/clients/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/clients/00000000-0000-4000-8000-000000000000/subscription-change'],
    ['GET', '/api/admin/subscription-changes'],
  ] as const;

  it.each(endpoints)('%s %s: anonymous 401, dispatcher and user 403', async (method, url) => {
    const body = method === 'GET' ? undefined : newClient();
    expect((await t.request({ method, url, body })).statusCode).toBe(401);
    expect((await t.request({ method, url, body, cookie: dispatcher })).statusCode).toBe(403);
    expect((await t.request({ method, url, body, cookie: plainUser })).statusCode).toBe(403);
  });
});

describe('creating a client', () => {
  it("requires name, e-mail and plan with the spec's message", async () => {
    const res = await create({ name: ' ', email: '', planId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: adminMessages.clientRequiredDescription,
      email: adminMessages.clientRequiredDescription,
      planId: adminMessages.clientRequiredDescription,
    });
  });

  it('rejects a malformed e-mail, an invalid CNPJ and an unknown plan', async () => {
    const res = await create(newClient({ email: 'contato@semponto', cnpj: '11.222.333/0001-82', adminEmail: 'x@' }));
    expect(res.json().error.fields).toEqual({
      email: adminMessages.clientEmailInvalidDescription,
      cnpj: formatMessages.cnpjInvalid,
      adminEmail: adminMessages.clientEmailInvalidDescription,
    });
    const plan = await create(newClient({ planId: 'ouro' }));
    expect(plan.statusCode).toBe(400);
    expect(plan.json().error.fields).toEqual({ planId: clientMessages.planUnknown });
  });

  it('asks for the first user name when only the e-mail is given, and the e-mail when only the name is', async () => {
    expect((await create(newClient({ adminEmail: 'chefe@novo.com.br' }))).json().error.fields).toEqual({ adminName: clientMessages.adminNameRequired });
    expect((await create(newClient({ adminName: 'Chefe' }))).json().error.fields).toEqual({ adminEmail: clientMessages.adminEmailRequired });
    expect(await t.db.select().from(agencies).where(eq(agencies.name, 'Despachante Novo'))).toHaveLength(0);
  });

  it('creates an active client with its dispatcher, sends the invitation and records it in the trail', async () => {
    const res = await create(
      newClient({
        name: 'Despachante São João',
        email: 'Contato@SaoJoao.com.br',
        cnpj: '11.444.777/0001-61',
        additionalUsers: 3,
        adminName: 'Joana Souza',
        adminEmail: 'joana@saojoao.com.br',
        adminPhone: '(21) 98888-7777',
      }),
    );
    expect(res.statusCode).toBe(201);
    const client = res.json();
    expect(client).toMatchObject({
      name: 'Despachante São João',
      email: 'contato@saojoao.com.br',
      cnpj: '11444777000161',
      planId: 'basico',
      planName: 'Básico',
      status: 'active',
      totalUsers: 1,
      phone: '2133334444',
    });
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, client.id));
    expect(row).toMatchObject({ additionalUsers: 3, trialEndsAt: null });
    const [user] = await t.db.select().from(profiles).where(eq(profiles.agencyId, client.id));
    expect(user).toMatchObject({ name: 'Joana Souza', email: 'joana@saojoao.com.br', role: 'dispatcher', phone: '21988887777', active: true });
    const mail = await t.latestMail('joana@saojoao.com.br');
    expect(mail?.link).toContain('/api/auth/reset-password/');
    const trail = await t.db.select().from(activities).where(eq(activities.agencyId, client.id));
    expect(trail.map((a) => a.entity).sort()).toEqual(['client', 'user']);
    expect(trail.every((a) => a.actorId === adminUserId)).toBe(true);
  });

  it('starts a trial of trialPeriod days when the admin chooses it', async () => {
    const res = await create(newClient({ name: 'Despachante Teste Grátis', email: 'teste@gratis.com.br', status: 'trial', trialPeriod: 15 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'trial', totalUsers: 0 });
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, res.json().id));
    expect(Math.round((row!.trialEndsAt!.getTime() - Date.now()) / 86_400_000)).toBe(15);
  });

  it('refuses a CNPJ already registered (409 on the field)', async () => {
    const res = await create(newClient({ name: 'Outro', email: 'outro@x.com.br', cnpj: '11444777000161' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ cnpj: clientMessages.cnpjTaken });
  });

  it('refuses a first-user e-mail already in use and leaves no client behind', async () => {
    const res = await create(newClient({ name: 'Despachante Órfão', email: 'orfao@x.com.br', adminName: 'Pedro', adminEmail: 'pedro@exemplo.com.br' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ adminEmail: userMessages.emailTaken });
    expect(await t.db.select().from(agencies).where(eq(agencies.name, 'Despachante Órfão'))).toHaveLength(0);
  });
});

describe('listing clients', () => {
  beforeAll(async () => {
    await create(newClient({ name: 'Auto Despachante Suspenso', email: 'suspenso@x.com.br', status: 'suspended' }));
    await create(newClient({ name: 'Despachante Encerrado', email: 'fim@x.com.br', status: 'cancelled' }));
    await create(newClient({ name: 'Despachante Parado', email: 'parado@x.com.br', status: 'inactive' }));
  });

  it('lists newest first with plan name, user count and database summary', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((c: { name: string }) => c.name)).toEqual([
      'Despachante Parado',
      'Despachante Encerrado',
      'Auto Despachante Suspenso',
      'Despachante Teste Grátis',
      'Despachante São João',
      'Agência do Gerente',
    ]);
    expect(body.items[4]).toMatchObject({ planName: 'Básico', totalUsers: 1, city: 'Niterói', state: 'RJ' });
    expect(body.items[5]).toMatchObject({ planName: 'Básico', totalUsers: 1, status: 'trial' });
    expect(body.summary).toEqual({ total: 6, active: 1, suspended: 1, cancelled: 1 });
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 20 });
  });

  it('searches name or e-mail without minding accents or case', async () => {
    const names = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).json().items.map((c: { name: string }) => c.name);
    expect(await names('SAO JOÃO')).toEqual(['Despachante São João']);
    expect(await names('gratis.com')).toEqual(['Despachante Teste Grátis']);
    expect(await names('11.444.777')).toEqual(['Despachante São João']);
    expect(await names('nada disso')).toEqual([]);
  });

  it('filters by status and keeps the summary over all clients', async () => {
    const res = await list('?status=suspended');
    expect(res.json().items.map((c: { name: string }) => c.name)).toEqual(['Auto Despachante Suspenso']);
    expect(res.json().total).toBe(1);
    expect(res.json().summary.total).toBe(6);
    expect((await list('?status=zumbi')).statusCode).toBe(400);
  });

  it('pages on the server', async () => {
    const page2 = (await list('?page=2&pageSize=4')).json();
    expect(page2.items.map((c: { name: string }) => c.name)).toEqual(['Despachante São João', 'Agência do Gerente']);
    expect(page2).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect((await list('?q=despachante&page=1&pageSize=2')).json().total).toBe(5);
  });

  it('sorts on the server by a whitelisted column, before paging', async () => {
    const names = async (query: string) => (await list(query)).json().items.map((c: { name: string }) => c.name);
    // Case and accents do not decide the order ('Agência' before 'Auto').
    expect(await names('?sort=name&dir=asc&pageSize=3')).toEqual(['Agência do Gerente', 'Auto Despachante Suspenso', 'Despachante Encerrado']);
    expect(await names('?sort=name&dir=desc&page=2&pageSize=3')).toEqual(['Despachante Encerrado', 'Auto Despachante Suspenso', 'Agência do Gerente']);
    expect(await names('?sort=createdAt&dir=asc&pageSize=2')).toEqual(['Agência do Gerente', 'Despachante São João']);
    const statuses = (await list('?sort=status&dir=asc')).json().items.map((c: { status: string }) => c.status);
    expect(statuses).toEqual([...statuses].sort());
    // The status filter of the list buttons includes the trial ("Em teste").
    expect((await list('?status=trial&sort=name&dir=asc')).json().items.map((c: { status: string }) => c.status)).toEqual(['trial', 'trial']);
  });

  it('refuses a sort key or direction outside the whitelist', async () => {
    for (const query of ['?sort=password', '?sort=name;drop table agencies', '?dir=sideways', `?sort=${'x'.repeat(500)}`]) {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().error.fields)).toContain(formatMessages.sortInvalid);
    }
    expect((await t.request({ url: '/api/admin/clients/export?format=csv&sort=nope', cookie: admin })).statusCode).toBe(400);
  });
});

describe('client detail', () => {
  let clientId: string;

  beforeAll(async () => {
    clientId = (await list('?q=gerente')).json().items[0].id;
  });

  it('shows plan, seats, users with their last sign-in and the sign-ins in the activity', async () => {
    await t.login('gerente@agencia.com.br');
    const res = await t.request({ url: `/api/admin/clients/${clientId}`, cookie: admin });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      name: 'Agência do Gerente',
      status: 'trial',
      plan: { id: 'basico', name: 'Básico', priceCents: 19900, baseUsers: 2, additionalUserPriceCents: 5000 },
      seats: { base: 2, additional: 0, total: 2 },
      totalUsers: 1,
    });
    expect(d.users).toEqual([expect.objectContaining({ name: 'Gerente', email: 'gerente@agencia.com.br', role: 'dispatcher', active: true })]);
    expect(new Date(d.users[0].lastSignInAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Only the sign-in made as a member of this agency (the earlier ones predate the agency), once.
    expect(d.activity.filter((a: { kind: string }) => a.kind === 'sign_in')).toEqual([
      expect.objectContaining({ summary: 'Gerente entrou no sistema', actorName: 'Gerente' }),
    ]);
    // A trial pays when it ends.
    expect(d.billing.nextPaymentOn).toBe(new Date(d.trialEndsAt).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }));
    expect(d.billing).toMatchObject({ totalPaidCents: 0, invoices: [], monthlyCents: 19900 });
  });

  it('billing: total paid sums paid invoices; the next payment is the earliest open invoice', async () => {
    await t.db.insert(invoices).values([
      {
        agencyId: clientId,
        planId: 'basico',
        amountCents: 19900,
        issuedOn: '2026-01-01',
        dueOn: '2026-01-10',
        status: 'paid',
        paidAt: new Date('2026-01-08T12:00:00Z'),
      },
      {
        agencyId: clientId,
        planId: 'basico',
        amountCents: 24900,
        issuedOn: '2026-02-01',
        dueOn: '2026-02-10',
        status: 'paid',
        paidAt: new Date('2026-02-09T12:00:00Z'),
      },
      { agencyId: clientId, planId: 'basico', amountCents: 19900, issuedOn: '2026-04-01', dueOn: '2026-04-10', status: 'pending' },
      { agencyId: clientId, planId: 'basico', amountCents: 19900, issuedOn: '2026-03-01', dueOn: '2026-03-10', status: 'overdue' },
      { agencyId: clientId, planId: 'basico', amountCents: 99900, issuedOn: '2026-03-01', dueOn: '2026-03-01', status: 'cancelled' },
    ]);
    const d = (await t.request({ url: `/api/admin/clients/${clientId}`, cookie: admin })).json();
    expect(d.billing.totalPaidCents).toBe(44800);
    expect(d.billing.nextPaymentOn).toBe('2026-03-10');
    expect(d.billing.lastPaymentAt).toBe('2026-02-09T12:00:00.000Z');
    expect(d.billing.invoices.map((i: { dueOn: string; status: string; planName: string }) => [i.dueOn, i.status, i.planName])).toEqual([
      ['2026-04-10', 'pending', 'Básico'],
      ['2026-03-10', 'overdue', 'Básico'],
      ['2026-03-01', 'cancelled', 'Básico'],
      ['2026-02-10', 'paid', 'Básico'],
      ['2026-01-10', 'paid', 'Básico'],
    ]);
  });

  it('an active client without open invoices pays on its next monthly anniversary', async () => {
    const id = (await list('?q=sao joao')).json().items[0].id;
    const d = (await t.request({ url: `/api/admin/clients/${id}`, cookie: admin })).json();
    expect(d.billing.nextPaymentOn).toBe(new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }));
    expect(d.seats).toEqual({ base: 2, additional: 3, total: 5 });
    expect(d.billing.monthlyCents).toBe(19900 + 3 * 5000);
    expect(d.activity.map((a: { kind: string }) => a.kind).sort()).toEqual(['client', 'user']);
  });

  it('404 for an unknown or malformed id', async () => {
    const missing = await t.request({ url: '/api/admin/clients/00000000-0000-4000-8000-000000000000', cookie: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(adminMessages.clientMissing);
    expect((await t.request({ url: '/api/admin/clients/nao-existe', cookie: admin })).statusCode).toBe(404);
  });
});
