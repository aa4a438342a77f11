import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, invoices, payments, subscriptionChanges } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { nextInvoiceDate } from './next-invoice.ts';

// Issue 14 item 7: the agency's "Assinatura" data and its plan changes, always its own.

let t: TestApp;
let managerA: string;
let managerB: string;
let agencyA: string;
let agencyB: string;
let managerAId: string;

const as = (cookie: string, method: string, url: string, body?: unknown) => t.request({ method, url, cookie, body, ip: t.nextIp() });

beforeAll(async () => {
  t = await createTestApp();
  managerA = await t.userSession('Gerente Alfa', 'gerente@alfa.test');
  agencyA = (await t.onboard(managerA, { name: 'Despachante Alfa', planId: 'intermediario' })).json().id;
  managerAId = (await as(managerA, 'GET', '/api/me')).json().user.id;
  managerB = await t.userSession('Gerente Beta', 'gerente@beta.test');
  agencyB = (await t.onboard(managerB, { name: 'Despachante Beta', cnpj: '11.444.777/0001-61' })).json().id;
  for (const n of [1, 2]) {
    const res = await as(managerA, 'POST', '/api/agency/users', { name: `Equipe ${n}`, email: `equipe${n}@alfa.test`, role: 'user' });
    expect(res.statusCode).toBe(201);
  }
  // Both paying, on the billing day 5.
  await t.db.update(agencies).set({ status: 'active' }).where(eq(agencies.id, agencyA));
  await t.db.update(agencies).set({ status: 'active' }).where(eq(agencies.id, agencyB));
  const invoice = (agencyId: string, start: string, end: string, status: string, amountCents: number) => ({
    agencyId,
    planId: 'intermediario',
    amountCents,
    issuedOn: start,
    dueOn: start.replace(/-05$/, '-15'),
    status,
    periodStart: start,
    periodEnd: end,
  });
  const [paid] = await t.db
    .insert(invoices)
    .values([
      invoice(agencyA, '2026-10-05', '2026-11-04', 'paid', 39900),
      invoice(agencyA, '2026-11-05', '2026-12-04', 'pending', 39900),
      invoice(agencyB, '2026-11-05', '2026-12-04', 'overdue', 19900),
    ])
    .returning();
  await t.db
    .insert(payments)
    .values({ agencyId: agencyA, invoiceId: paid!.id, method: 'pix', amountCents: 39900, paidOn: '2026-10-12', reference: 'E2E-ALFA' });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/agency/subscription', () => {
  it('shows the plan, seats, next invoice, invoices and payments from the database', async () => {
    const res = await as(managerA, 'GET', '/api/agency/subscription');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.plan).toMatchObject({ id: 'intermediario', priceCents: 39900, baseUsers: 5 });
    expect(body.seats.included).toBe(5);
    expect(body.seats.additional).toBe(0);
    expect(body.seats.used).toBeGreaterThanOrEqual(1);
    expect(body.nextInvoice).toEqual({ date: '2026-12-05', amountCents: 39900 });
    expect(body.invoices.map((i: { status: string }) => i.status)).toEqual(['pending', 'paid']);
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]).toMatchObject({ method: 'pix', amountCents: 39900, paidOn: '2026-10-12' });
    expect(body.plans.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(['basico', 'intermediario', 'avancado']));
  });

  it("never shows another agency's invoices", async () => {
    const a = (await as(managerA, 'GET', '/api/agency/subscription')).json();
    const b = (await as(managerB, 'GET', '/api/agency/subscription')).json();
    expect(b.invoices).toHaveLength(1);
    expect(b.invoices[0].status).toBe('overdue');
    expect(b.payments).toEqual([]);
    const aIds = new Set(a.invoices.map((i: { id: string }) => i.id));
    expect(b.invoices.filter((i: { id: string }) => aIds.has(i.id))).toEqual([]);
  });

  it('is refused to admins, who have no agency', async () => {
    const admin = await t.userSession('Dona', 'dono@despacha.test');
    expect((await as(admin, 'GET', '/api/agency/subscription')).statusCode).toBe(403);
  });
});

describe('POST /api/agency/subscription/plan-change', () => {
  it('refuses a downgrade whose seats cannot hold the active users, changing nothing', async () => {
    const used = (await as(managerA, 'GET', '/api/agency/subscription')).json().seats.used as number;
    // basico holds 2 (+0 additional): the agency must have more active users for the refusal.
    expect(used).toBeGreaterThan(2);
    const res = await as(managerA, 'POST', '/api/agency/subscription/plan-change', { planId: 'basico' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SEATS_EXCEEDED');
    expect(res.json().error.message).toContain(`${used} usuários ativos`);
    const [row] = await t.db.select({ planId: agencies.planId }).from(agencies).where(eq(agencies.id, agencyA));
    expect(row!.planId).toBe('intermediario');
  });

  it('upgrades now, billed from the next invoice, recorded by the user as an upgrade', async () => {
    const res = await as(managerA, 'POST', '/api/agency/subscription/plan-change', { planId: 'avancado' });
    expect(res.statusCode).toBe(200);
    expect(res.json().plan.id).toBe('avancado');
    expect(res.json().nextInvoice).toEqual({ date: '2026-12-05', amountCents: 69900 });
    // The invoice already issued keeps its snapshot.
    expect(res.json().invoices[0].amountCents).toBe(39900);
    const changes = await t.db
      .select()
      .from(subscriptionChanges)
      .where(and(eq(subscriptionChanges.agencyId, agencyA), eq(subscriptionChanges.changeType, 'upgrade')));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ oldPlan: 'intermediario', newPlan: 'avancado', changedBy: managerAId, oldStatus: 'active', newStatus: 'active' });
    // /api/me shows the new plan at once (the cached profile was dropped).
    expect((await as(managerA, 'GET', '/api/me')).json().agency.planId).toBe('avancado');
  });

  it('downgrades when the seats fit, recorded as a downgrade', async () => {
    const res = await as(managerA, 'POST', '/api/agency/subscription/plan-change', { planId: 'intermediario' });
    expect(res.statusCode).toBe(200);
    const [change] = await t.db
      .select()
      .from(subscriptionChanges)
      .where(and(eq(subscriptionChanges.agencyId, agencyA), eq(subscriptionChanges.changeType, 'downgrade')));
    expect(change).toMatchObject({ oldPlan: 'avancado', newPlan: 'intermediario' });
  });

  it('refuses an unknown plan and the current one', async () => {
    expect((await as(managerA, 'POST', '/api/agency/subscription/plan-change', { planId: 'nenhum' })).statusCode).toBe(400);
    expect((await as(managerA, 'POST', '/api/agency/subscription/plan-change', { planId: 'intermediario' })).statusCode).toBe(409);
  });

  it("only changes the caller's own agency", async () => {
    await as(managerB, 'POST', '/api/agency/subscription/plan-change', { planId: 'avancado' });
    const [a] = await t.db.select({ planId: agencies.planId }).from(agencies).where(eq(agencies.id, agencyA));
    expect(a!.planId).toBe('intermediario');
  });
});

describe('nextInvoiceDate', () => {
  const now = new Date('2026-11-24T15:00:00Z');
  it('follows the last period, else the billing day clamped to 28, else the trial end', () => {
    expect(nextInvoiceDate({ status: 'active', trialEndsAt: null, lastPeriodEnd: '2026-12-30', paidSince: now, now })).toBe('2026-12-31');
    expect(nextInvoiceDate({ status: 'active', trialEndsAt: null, lastPeriodEnd: null, paidSince: new Date('2026-01-31T15:00:00Z'), now })).toBe('2026-11-28');
    expect(nextInvoiceDate({ status: 'active', trialEndsAt: null, lastPeriodEnd: null, paidSince: new Date('2026-03-10T15:00:00Z'), now })).toBe('2026-12-10');
    expect(nextInvoiceDate({ status: 'trial', trialEndsAt: new Date('2026-12-02T15:00:00Z'), lastPeriodEnd: null, paidSince: now, now })).toBe('2026-12-02');
  });
});
