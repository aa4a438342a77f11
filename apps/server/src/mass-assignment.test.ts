import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { agencies, fieldOptions, origins, owners, plans, profiles, requests, services, users, vehicles } from './db/schema/index.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { registration } from './testing/registry-factory.ts';
import { buildWorld, type SignedActor, type World } from './testing/route-matrix-world.ts';

// Issue 10: fields a caller may not set (tenant, ids, numbers, stamps, role, active...) sent
// alongside a valid body change nothing. Each case reads the row back from the database.

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

const CHOSEN_ID = '00000000-0000-4000-8000-00000000abcd';
const LONG_AGO = '2000-01-01T00:00:00.000Z';
const recent = (d: Date | null) => !!d && Date.now() - d.getTime() < 10 * 60_000;

const as = (actor: SignedActor, method: string, url: string, body?: unknown) =>
  t.request({ method, url, body, cookie: w.actors[actor].cookie, ip: t.nextIp() });
/** What an attacker adds to any body: another tenant, chosen ids and numbers, old stamps. */
const extras = () => ({ agencyId: w.b.agencyId, agency_id: w.b.agencyId, id: CHOSEN_ID, number: 999, createdAt: LONG_AGO, updatedAt: LONG_AGO });

describe('registrations', () => {
  it("a new registration lands in the caller's agency with its own ids, number and stamps", async () => {
    const before = await t.db.select({ number: services.number }).from(services).where(eq(services.agencyId, w.a.agencyId));
    const body = registration({
      owner: { nome: 'Rita Atribuição', cpf: '111.444.777-35' },
      vehicle: { placa: 'RIT-1234', renavam: '95059845976', chassis: '93HGE6750BZ100001' },
    });
    // An id here means "update that record": one the agency does not have is 404, never a new row with it.
    const { id: _id, ...notId } = extras();
    const chosen = await as('managerA', 'POST', '/api/registrations', { ...body, owner: { ...body.owner, id: CHOSEN_ID } });
    expect(chosen.statusCode).toBe(404);
    expect(await t.db.select().from(owners).where(eq(owners.id, CHOSEN_ID))).toEqual([]);

    const res = await as('managerA', 'POST', '/api/registrations', {
      ...extras(),
      owner: { ...body.owner, ...notId, searchName: 'forjado' },
      vehicle: { ...body.vehicle, ...notId, placaMercosul: 'ZZZ9Z99' },
      service: {
        ...body.service,
        ...notId,
        valorCents: 1,
        valorPago: '999,00',
        valorPagoCents: 1,
        paidAt: LONG_AGO,
        completedAt: LONG_AGO,
        createdBy: w.actors.staffA.id,
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Record<'owner' | 'vehicle' | 'service', { id: string }>;

    const owner = (await t.db.query.owners.findFirst({ where: eq(owners.id, saved.owner.id) }))!;
    expect(owner).toMatchObject({ agencyId: w.a.agencyId, searchName: 'rita atribuicao' });
    expect(recent(owner.createdAt)).toBe(true);
    const vehicle = (await t.db.query.vehicles.findFirst({ where: eq(vehicles.id, saved.vehicle.id) }))!;
    expect(vehicle).toMatchObject({ agencyId: w.a.agencyId, placaMercosul: 'RIT1C34' });
    const service = (await t.db.query.services.findFirst({ where: eq(services.id, saved.service.id) }))!;
    expect(service).toMatchObject({ agencyId: w.a.agencyId, number: Math.max(...before.map((s) => s.number)) + 1, valorCents: 25000, completedAt: null });
    // Valor pago is the ledger's (decision 025): a new service has none, whatever the body says.
    expect(service).toMatchObject({ valorPagoCents: 0, paidAt: null, createdBy: w.actors.managerA.id });
    expect(recent(service.createdAt)).toBe(true);
    expect(await t.db.select().from(owners).where(eq(owners.agencyId, w.b.agencyId))).toEqual([]);
  });

  it('updating a service through Cadastro keeps its number and agency', async () => {
    const { registration: body } = w.a;
    const res = await as('staffA', 'POST', '/api/registrations', { ...body, service: { ...body.service, number: 998, agencyId: w.b.agencyId } });
    expect(res.statusCode).toBe(200);
    const service = (await t.db.query.services.findFirst({ where: eq(services.id, w.a.serviceId) }))!;
    expect(service).toMatchObject({ agencyId: w.a.agencyId, number: 1 });
  });
});

describe('service update', () => {
  it('observations change the observations only', async () => {
    const before = (await t.db.query.services.findFirst({ where: eq(services.id, w.a.serviceId) }))!;
    const res = await as('staffA', 'PUT', `/api/services/${w.a.serviceId}/observations`, {
      observacoes: 'Só isto muda',
      ...extras(),
      status: 'completed',
      posicao: 'entregue',
      valorCents: 1,
      valorPagoCents: 1,
      ownerId: CHOSEN_ID,
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.db.query.services.findFirst({ where: eq(services.id, w.a.serviceId) }))!;
    expect(after).toEqual({ ...before, observacoes: 'Só isto muda', updatedAt: after.updatedAt });
  });
});

describe('users', () => {
  const profileOf = async (id: string) => (await t.db.query.profiles.findFirst({ where: eq(profiles.id, id) }))!;

  it("a manager's role change of a user changes the role and nothing else", async () => {
    const staff = w.actors.staffA.id;
    const before = await profileOf(staff);
    const res = await as('managerA', 'PATCH', `/api/agency/users/${staff}`, {
      role: 'user',
      ...extras(),
      active: false,
      email: 'outro@matriz.test',
      name: 'Outro Nome',
      mustChangePassword: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await profileOf(staff)).toEqual({ ...before, updatedAt: (await profileOf(staff)).updatedAt });
    const admin = await as('managerA', 'PATCH', `/api/agency/users/${staff}`, { role: 'admin' });
    expect(admin.statusCode).toBe(400);
    expect((await profileOf(staff)).role).toBe('user');
  });

  it("an invited user joins the manager's agency, active, as the role chosen", async () => {
    const res = await as('managerA', 'POST', '/api/agency/users', {
      name: 'Convidada Atribuição',
      email: 'convidada@matriz.test',
      role: 'user',
      ...extras(),
      active: false,
      mustChangePassword: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(CHOSEN_ID);
    expect(await profileOf(res.json().id)).toMatchObject({ agencyId: w.a.agencyId, role: 'user', active: true });
    expect((await as('managerA', 'POST', '/api/agency/users', { name: 'X', email: 'x@matriz.test', role: 'admin' })).statusCode).toBe(400);
  });

  it('better-auth update-user takes the name, never the e-mail, verification, role or agency', async () => {
    const staff = w.actors.staffA;
    const [userBefore, profileBefore] = [await t.db.query.users.findFirst({ where: eq(users.id, staff.id) }), await profileOf(staff.id)];
    await as('staffA', 'POST', '/api/auth/update-user', {
      name: staff.name,
      email: 'outro@matriz.test',
      emailVerified: false,
      role: 'admin',
      agencyId: w.b.agencyId,
      id: CHOSEN_ID,
      createdAt: LONG_AGO,
    });
    const user = (await t.db.query.users.findFirst({ where: eq(users.id, staff.id) }))!;
    expect({ ...user, updatedAt: null }).toEqual({ ...userBefore, updatedAt: null });
    expect(await profileOf(staff.id)).toEqual(profileBefore);
    expect((await as('staffA', 'GET', '/api/me')).json().profile).toMatchObject({ role: 'user', agencyId: w.a.agencyId });
  });

  it('onboarding makes a trial agency with its manager, whatever else the body says', async () => {
    const cookie = await t.userSession('Nova Dona', 'nova@matriz.test');
    const res = await t.onboard(cookie, {
      name: 'Agência Atribuição',
      cnpj: '11.444.777/0001-61',
      ...extras(),
      status: 'active',
      additionalUsers: 50,
      trialEndsAt: null,
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    const agency = (await t.db.query.agencies.findFirst({ where: eq(agencies.id, res.json().id) }))!;
    expect(agency).toMatchObject({ status: 'trial', additionalUsers: 0 });
    expect(agency.id).not.toBe(CHOSEN_ID);
    expect(recent(agency.trialEndsAt) || agency.trialEndsAt! > new Date()).toBe(true);
    expect((await t.request({ url: '/api/me', cookie })).json().profile).toMatchObject({ role: 'dispatcher', agencyId: agency.id });
  });
});

describe('admin forms', () => {
  it("a client update keeps the client's plan, status, id and dates", async () => {
    const before = (await t.db.query.agencies.findFirst({ where: eq(agencies.id, w.a.agencyId) }))!;
    const { planId: _plan, ...form } = w.a.agencyBody;
    const res = await as('admin', 'PATCH', `/api/admin/clients/${w.a.agencyId}`, {
      ...form,
      ...extras(),
      id: w.b.agencyId,
      planId: w.platform.planId,
      status: 'cancelled',
      trialEndsAt: LONG_AGO,
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.db.query.agencies.findFirst({ where: eq(agencies.id, w.a.agencyId) }))!;
    expect(after).toEqual({ ...before, updatedAt: after.updatedAt });
    expect((await t.db.query.agencies.findFirst({ where: eq(agencies.id, w.b.agencyId) }))!.name).toBe('Despachante Beta');
  });

  it('a plan gets its id from its name, and keeps it', async () => {
    const created = await as('admin', 'POST', '/api/admin/plans', { name: 'Plano Atribuição', priceCents: 100, ...extras(), id: 'escolhido', clients: 7 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'plano-atribuicao', clients: 0 });
    const patched = await as('admin', 'PATCH', '/api/admin/plans/plano-atribuicao', { priceCents: 200, id: 'renomeado', createdAt: LONG_AGO });
    expect(patched.statusCode).toBe(200);
    const row = (await t.db.query.plans.findFirst({ where: eq(plans.id, 'plano-atribuicao') }))!;
    expect(row.priceCents).toBe(200);
    expect(recent(row.createdAt)).toBe(true);
    expect(await t.db.select().from(plans).where(eq(plans.id, 'escolhido'))).toEqual([]);
    expect(await t.db.select().from(plans).where(eq(plans.id, 'renomeado'))).toEqual([]);
  });

  it('a field option gets its own id and keeps it', async () => {
    const created = await as('admin', 'POST', '/api/admin/field-options', {
      fieldName: 'color',
      optionValue: 'atribuida',
      optionLabel: 'Atribuída',
      ...extras(),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(id).not.toBe(CHOSEN_ID);
    const other = '00000000-0000-4000-8000-00000000dcba';
    expect((await as('admin', 'PATCH', `/api/admin/field-options/${id}`, { optionLabel: 'Renomeada', id: other, createdAt: LONG_AGO })).statusCode).toBe(200);
    expect((await t.db.query.fieldOptions.findFirst({ where: eq(fieldOptions.id, id) }))?.optionLabel).toBe('Renomeada');
    expect(await t.db.select().from(fieldOptions).where(eq(fieldOptions.id, other))).toEqual([]);
  });
});

describe('agency rows', () => {
  it("origins stay in the caller's agency, created or edited", async () => {
    const created = await as('managerA', 'POST', '/api/origins', { nomeEmpresa: 'Oficina Atribuição', ...extras() });
    expect(created.statusCode).toBe(201);
    expect(created.json().id).not.toBe(CHOSEN_ID);
    const row = (await t.db.query.origins.findFirst({ where: eq(origins.id, created.json().id) }))!;
    expect(row.agencyId).toBe(w.a.agencyId);
    expect(recent(row.createdAt)).toBe(true);
    expect((await as('managerA', 'PUT', `/api/origins/${row.id}`, { nomeEmpresa: 'Oficina Editada', ...extras() })).statusCode).toBe(200);
    expect(await t.db.query.origins.findFirst({ where: eq(origins.id, row.id) })).toMatchObject({ agencyId: w.a.agencyId, nomeEmpresa: 'Oficina Editada' });
  });

  it('a request form records who sent it and keeps only its own fields', async () => {
    const res = await as('managerA', 'POST', '/api/requests', {
      type: 'certidao-propriedade',
      data: { ...sampleRequests['certidao-propriedade'], agencyId: w.b.agencyId },
      ...extras(),
      createdBy: w.actors.managerB.id,
      createdByName: 'Outra Pessoa',
    });
    expect(res.statusCode).toBe(201);
    const row = (await t.db.query.requests.findFirst({ where: eq(requests.id, res.json().id) }))!;
    expect(row).toMatchObject({ agencyId: w.a.agencyId, createdBy: w.actors.managerA.id, createdByName: w.actors.managerA.name });
    expect(row.id).not.toBe(CHOSEN_ID);
    expect(row.data).not.toHaveProperty('agencyId');
    expect(recent(row.createdAt)).toBe(true);
  });
});
