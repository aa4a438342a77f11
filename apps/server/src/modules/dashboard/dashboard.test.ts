import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { sumServiceMoney, type ServiceAmounts } from '@despacha/domain/money/service-money';
import { serviceDocuments, services } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { todayIso } from '../../lib/dates.ts';

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
const pay = (cookie: string, serviceId: string, amount: string, more: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/services/${serviceId}/payments`, cookie, body: { paidOn: todayIso(), method: 'pix', amount, ...more } });
/** The 15th of the month before this one: a payment of an earlier month. */
const lastMonth = () => {
  const [y, m] = todayIso().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-15` : `${y}-${String(m - 1).padStart(2, '0')}-15`;
};

describe('dashboard', () => {
  it('is all zeros for a new agency', async () => {
    expect(await dashboard(a)).toMatchObject({
      scope: 'agency',
      cards: { customers: 0, activeServices: 0, pendingDocuments: 0, monthRevenueCents: 0, monthPassThroughCents: 0, receivableCents: 0 },
      statusCounts: { pending: 0, in_progress: 0, completed: 0, late: 0 },
      recentActivities: [],
    });
  });

  it('counts what the agency registers, and only its own', async () => {
    const first = await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration() });
    expect((await pay(a, first.json().service.id, '400,00')).statusCode).toBe(201);
    const second = await t.request({
      method: 'POST',
      url: '/api/registrations',
      cookie: a,
      body: registration({
        owner: { nome: 'Maria', cpf: '111.444.777-35' },
        vehicle: { placa: 'RIO2A18', renavam: '12345678900', chassis: '' },
        service: { status: 'completed' },
      }),
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
    // A receber: R$ 150,00 still owed on the first, R$ 550,00 on the second (nothing paid).
    expect(d.cards).toEqual({
      customers: 2,
      activeServices: 1,
      pendingDocuments,
      monthRevenueCents: 15000,
      monthPassThroughCents: 25000,
      receivableCents: 70000,
      receivableFeesToConfirm: 0,
    });
    expect(d.statusCounts).toEqual({ pending: 1, in_progress: 0, completed: 1, late: 0 });
    expect(d.recentActivities.map((r: { summary: string }) => r.summary)[0]).toContain('Maria');
    expect((await dashboard(b)).cards.customers).toBe(0);
  });

  it('says how many services have their DETRAN fee "a confirmar", left out of A receber, in its agency only', async () => {
    const [open] = await t.db.select().from(services).where(eq(services.status, 'pending'));
    await t.db.update(services).set({ valorCents: null }).where(eq(services.id, open!.id));
    expect((await dashboard(a)).cards.receivableFeesToConfirm).toBe(1);
    expect((await dashboard(b)).cards.receivableFeesToConfirm).toBe(0);
    await t.db.update(services).set({ valorCents: open!.valorCents }).where(eq(services.id, open!.id));
    expect((await dashboard(a)).cards.receivableFeesToConfirm).toBe(0);
  });

  it('a service past its due date and not completed is late', async () => {
    await t.db.update(services).set({ prazo: '2020-01-01' }).where(eq(services.status, 'pending'));
    expect((await dashboard(a)).statusCounts).toEqual({ pending: 0, in_progress: 0, completed: 1, late: 1 });
  });

  it('counts the processes by stage, the one definition Nova guia and the customer read (decision 058)', async () => {
    const stages = async () => (await dashboard(a)).stageCounts;
    expect(await stages()).toEqual({ agencia: 1, detran: 0, exigencia: 0, pronto: 0, concluido: 1 });
    const [open] = await t.db.select().from(services).where(eq(services.status, 'pending'));
    const move = (position: string) => t.request({ method: 'POST', url: `/api/services/${open!.id}/movements`, cookie: a, body: { position, note: '' } });
    expect((await move('pronto')).statusCode).toBe(201);
    // Past emissão a pending process is em andamento: the spec's status counts and the stages agree.
    expect(await stages()).toEqual({ agencia: 0, detran: 0, exigencia: 0, pronto: 1, concluido: 1 });
    expect((await t.db.select({ status: services.status }).from(services).where(eq(services.id, open!.id)))[0]!.status).toBe('in_progress');
    await move('exigencia');
    expect(await stages()).toEqual({ agencia: 0, detran: 0, exigencia: 1, pronto: 0, concluido: 1 });
    await move('emissao');
    expect(await stages()).toEqual({ agencia: 0, detran: 1, exigencia: 0, pronto: 0, concluido: 1 });
  });

  it('the administrator sees the platform: agencies as customers', async () => {
    const admin = await t.userSession('Dono', OWNER_EMAIL);
    const d = await dashboard(admin);
    expect(d.scope).toBe('platform');
    expect(d.cards.customers).toBe(2);
    expect(d.cards.monthRevenueCents).toBe(15000);
  });

  it('revenue leaves out DETRAN fees, vehicle debts and a customer credit (decision 017)', async () => {
    const body = registration({ service: { valor: '100,00', duvidas: '200,00', honorarios: '50,00', extras: '10,00' } });
    const saved = await t.request({ method: 'POST', url: '/api/registrations', cookie: b, body });
    expect(saved.statusCode).toBe(200);
    expect((await pay(b, saved.json().service.id, '400,00', { confirmOverpayment: true })).statusCode).toBe(201);
    const [row] = await t.db.select().from(services).where(eq(services.duvidasCents, 20000));
    expect(row).toMatchObject({ valorCents: 10000, honorariosCents: 5000, extrasCents: 1000, valorPagoCents: 40000 });
    // Of R$ 400,00: R$ 300,00 goes on to DETRAN and the creditors, R$ 60,00 is earned, R$ 40,00 is owed back.
    // A credit is not a receivable, and does not lower another customer's debt.
    expect((await dashboard(b)).cards).toMatchObject({ monthRevenueCents: 6000, monthPassThroughCents: 30000, receivableCents: 0 });
  });

  it("counts only this month's part of a service paid over two months, and no voided payment (decision 025)", async () => {
    const c = await t.userSession('Caio', 'caio@c.com.br');
    await t.onboard(c, { name: 'Agência C', cnpj: '11.444.777/0001-61' });
    // R$ 250,00 of DETRAN fees + R$ 300,00 of honorários.
    const id = (await t.request({ method: 'POST', url: '/api/registrations', cookie: c, body: registration() })).json().service.id;
    expect((await pay(c, id, '200,00', { paidOn: lastMonth() })).statusCode).toBe(201);
    expect((await dashboard(c)).cards).toMatchObject({ monthRevenueCents: 0, monthPassThroughCents: 0, receivableCents: 35000 });
    // R$ 150,00 now: R$ 50,00 finishes the DETRAN fees, R$ 100,00 is the agency's.
    expect((await pay(c, id, '150,00', { method: 'dinheiro' })).statusCode).toBe(201);
    expect((await dashboard(c)).cards).toMatchObject({ monthRevenueCents: 10000, monthPassThroughCents: 5000, receivableCents: 20000 });
    // A payment of this month voided counts for nothing again.
    const voidable = (await pay(c, id, '100,00')).json().payments.find((p: { amount: number }) => p.amount === 10000);
    expect((await dashboard(c)).cards).toMatchObject({ monthRevenueCents: 20000, receivableCents: 10000 });
    const voided = await t.request({
      method: 'POST',
      url: `/api/services/${id}/payments/${voidable.id}/void`,
      cookie: c,
      body: { reason: 'Cheque devolvido' },
    });
    expect(voided.statusCode).toBe(200);
    expect((await dashboard(c)).cards).toMatchObject({ monthRevenueCents: 10000, monthPassThroughCents: 5000, receivableCents: 20000 });
  });

  it("adds up the month in the database exactly as sumServiceMoney splits each service's payments", async () => {
    const d = await t.userSession('Duda', 'duda@d.com.br');
    await t.onboard(d, { name: 'Agência D', cnpj: '45.723.174/0001-10' });
    const first = (await t.request({ method: 'POST', url: '/api/registrations', cookie: d, body: registration() })).json().service.id as string;
    // Copies of the service with amounts that put each payment before, across and beyond the
    // pass-throughs and the total; each gets a payment last month and one this month.
    const cases = [
      [25000, 30000, 0, 0, 10000, 20000],
      [25000, 30000, 5000, 2000, 30000, 40000],
      [0, 30000, 0, 0, 0, 45000],
      [12345, 0, 6789, 0, 5000, 30000],
      [10000, 10000, 0, 500, 25000, 1000],
      [40000, 5000, 1000, 1000, 15000, 15000],
    ] as const;
    const expected = { now: [] as ServiceAmounts[], before: [] as ServiceAmounts[] };
    for (const [i, [valor, honorarios, duvidas, extras, earlier, now]] of cases.entries()) {
      const copy = await t.db.execute(sql`
        insert into services select (jsonb_populate_record(s, jsonb_build_object('id', gen_random_uuid(), 'number', s.number + ${i + 1}::int,
          'valor_cents', ${valor}::int, 'honorarios_cents', ${honorarios}::int, 'duvidas_cents', ${duvidas}::int, 'extras_cents', ${extras}::int, 'valor_pago_cents', 0))).*
        from services s where s.id = ${first}::uuid returning id`);
      const id = (copy as { rows: { id: string }[] }).rows[0]!.id;
      if (earlier)
        expect((await pay(d, id, (earlier / 100).toFixed(2).replace('.', ','), { paidOn: lastMonth(), confirmOverpayment: true })).statusCode).toBe(201);
      if (now) expect((await pay(d, id, (now / 100).toFixed(2).replace('.', ','), { confirmOverpayment: true })).statusCode).toBe(201);
      const fees = { valor, honorarios, duvidas, extras };
      expected.now.push({ ...fees, valorPago: earlier + now });
      expected.before.push({ ...fees, valorPago: earlier });
    }
    const [now, before] = [sumServiceMoney(expected.now), sumServiceMoney(expected.before)];
    expect((await dashboard(d)).cards).toMatchObject({
      monthRevenueCents: now.agencyReceived - before.agencyReceived,
      monthPassThroughCents: now.passThroughsReceived - before.passThroughsReceived,
    });
  });

  it('never serves a month figure older than what it reads: each write gives the agency a new money stamp (decision 083)', async () => {
    const e = await t.userSession('Edu', 'edu@e.com.br');
    await t.onboard(e, { name: 'Agência E', cnpj: '60.701.190/0001-04' });
    // R$ 250,00 of DETRAN fees + R$ 300,00 of honorários; R$ 300,00 paid: R$ 50,00 earned.
    const id = (await t.request({ method: 'POST', url: '/api/registrations', cookie: e, body: registration() })).json().service.id as string;
    expect((await pay(e, id, '300,00')).statusCode).toBe(201);
    expect((await dashboard(e)).cards).toMatchObject({ monthRevenueCents: 5000, monthPassThroughCents: 25000 });
    expect((await dashboard(e)).cards).toMatchObject({ monthRevenueCents: 5000, monthPassThroughCents: 25000 });
    // A write outside the ledger's routes (a script, an import) changes the split all the same.
    await t.db.update(services).set({ valorCents: 10000 }).where(eq(services.id, id));
    expect((await dashboard(e)).cards).toMatchObject({ monthRevenueCents: 20000, monthPassThroughCents: 10000 });
    // Every table the figure reads stamps the agency, whether or not the service row is touched.
    const first = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
    const stamp = async () =>
      (
        await first<{ s: string }>(
          sql`select c.money_stamp::text as s from agency_counters c join services v on v.agency_id = c.agency_id where v.id = ${id}::uuid`,
        )
      ).s;
    const before = await stamp();
    await t.db.execute(sql`update service_payments set note = 'conferido' where service_id = ${id}::uuid`);
    expect(await stamp()).not.toBe(before);
    const triggers = await first<{ c: number }>(sql`select count(*)::int as c from pg_trigger where tgfoid = 'money_stamped'::regproc`);
    // Insert, update and delete on the services and each of their three ledger tables.
    expect(triggers.c).toBe(12);
  });

  it('anonymous gets 401', async () => {
    expect((await t.request({ url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
