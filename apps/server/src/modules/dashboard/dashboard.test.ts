import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { serviceDocuments, services } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';

let t: TestApp;
let a: string;
let b: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
});
afterAll(async () => t.close());

const dashboard = async (cookie: string) => (await t.request({ url: '/api/dashboard', cookie })).json();

describe('dashboard', () => {
  it('is all zeros for a new agency', async () => {
    expect(await dashboard(a)).toMatchObject({
      scope: 'agency',
      cards: { customers: 0, activeServices: 0, pendingDocuments: 0, monthRevenueCents: 0, monthPassThroughCents: 0 },
      statusCounts: { pending: 0, in_progress: 0, completed: 0, late: 0 },
      recentActivities: [],
    });
  });

  it('counts what the agency registers, and only its own', async () => {
    await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration({ service: { valorPago: '400,00' } }) });
    const second = await t.request({
      method: 'POST',
      url: '/api/registrations',
      cookie: a,
      body: registration({ owner: { nome: 'Maria', cpf: '111.444.777-35' }, vehicle: { placa: 'RIO2A18', renavam: '12345678900', chassis: '' }, service: { status: 'completed', valorPago: '' } }),
    });
    expect(second.statusCode).toBe(200);
    const d = await dashboard(a);
    // The open service starts with its type's checklist (decision 015); the completed one counts none.
    const [open] = await t.db.select().from(services).where(eq(services.status, 'pending'));
    const pendingDocuments = (
      await t.db
        .select()
        .from(serviceDocuments)
        .where(and(eq(serviceDocuments.serviceId, open!.id), eq(serviceDocuments.required, true), eq(serviceDocuments.received, false)))
    ).length;
    // R$ 400,00 paid of R$ 250,00 DETRAN fees + R$ 300,00 honorários: R$ 150,00 is the agency's.
    expect(d.cards).toEqual({ customers: 2, activeServices: 1, pendingDocuments, monthRevenueCents: 15000, monthPassThroughCents: 25000 });
    expect(d.statusCounts).toEqual({ pending: 1, in_progress: 0, completed: 1, late: 0 });
    expect(d.recentActivities.map((r: { summary: string }) => r.summary)[0]).toContain('Maria');
    expect((await dashboard(b)).cards.customers).toBe(0);
  });

  it('a service past its due date and not completed is late', async () => {
    await t.db.update(services).set({ prazo: '2020-01-01' }).where(eq(services.status, 'pending'));
    expect((await dashboard(a)).statusCounts).toEqual({ pending: 0, in_progress: 0, completed: 1, late: 1 });
  });

  it('the administrator sees the platform: agencies as customers', async () => {
    const admin = await t.userSession('Dono', OWNER_EMAIL);
    const d = await dashboard(admin);
    expect(d.scope).toBe('platform');
    expect(d.cards.customers).toBe(2);
    expect(d.cards.monthRevenueCents).toBe(15000);
  });

  it('revenue leaves out DETRAN fees, vehicle debts and a customer credit (decision 017)', async () => {
    const body = registration({ service: { valor: '100,00', duvidas: '200,00', honorarios: '50,00', extras: '10,00', valorPago: '400,00', confirmOverpayment: true } });
    expect((await t.request({ method: 'POST', url: '/api/registrations', cookie: b, body })).statusCode).toBe(200);
    const [row] = await t.db.select().from(services).where(eq(services.duvidasCents, 20000));
    expect(row).toMatchObject({ valorCents: 10000, honorariosCents: 5000, extrasCents: 1000, valorPagoCents: 40000 });
    // Of R$ 400,00: R$ 300,00 goes on to DETRAN and the creditors, R$ 60,00 is earned, R$ 40,00 is owed back.
    expect((await dashboard(b)).cards).toMatchObject({ monthRevenueCents: 6000, monthPassThroughCents: 30000 });
  });

  it('anonymous gets 401', async () => {
    expect((await t.request({ url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
