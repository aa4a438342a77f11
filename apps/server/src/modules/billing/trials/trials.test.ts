import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, invoices, mailOutbox, plans, subscriptionChanges } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let dispatcher: string;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const trialEnd = new Date(Date.now() + 5 * DAY);

async function agency(key: string, values: Partial<typeof agencies.$inferInsert>) {
  const [row] = await t.db
    .insert(agencies)
    .values({ name: `Cliente ${key}`, email: `${key.toLowerCase()}@clientes.com.br`, cnpj: `cnpj-${key}`, planId: 'intermediario', status: 'trial', ...values })
    .returning({ id: agencies.id });
  ids[key] = row!.id;
}
const post = (url: string, cookie: string, body?: unknown) => t.request({ method: 'POST', url, cookie, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  dispatcher = await t.userSession('Diana', 'diana@agencia.com.br');
  await t.onboard(dispatcher);
  await agency('V', { additionalUsers: 1, trialEndsAt: trialEnd });
  await agency('W', { trialEndsAt: trialEnd });
  await agency('Z', { status: 'active' });
});
afterAll(async () => t.close());

describe('trials: Converter and Estender', () => {
  it('only admins convert or extend', async () => {
    expect((await post(`/api/admin/trials/${ids.V}/convert`, dispatcher)).statusCode).toBe(403);
    expect((await post(`/api/admin/trials/${ids.V}/extend`, dispatcher, { days: 5, reason: 'x' })).statusCode).toBe(403);
  });

  it('Converter makes the agency active and issues its first invoice today, mailed', async () => {
    const res = await post(`/api/admin/trials/${ids.V}/convert`, admin);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, ids.V!));
    expect(row!.status).toBe('active');
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, 'intermediario'));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.agencyId, ids.V!));
    expect(invoice).toMatchObject({ id: res.json().invoiceId, number: res.json().number, status: 'pending', periodStart: todayIso() });
    expect(invoice!.amountCents).toBe(plan!.priceCents + plan!.additionalUserPriceCents);
    const [change] = await t.db.select().from(subscriptionChanges).where(eq(subscriptionChanges.agencyId, ids.V!));
    expect(change).toMatchObject({ oldStatus: 'trial', newStatus: 'active', changeType: 'status_change', changeReason: 'Conversão do período de teste' });
    expect(change!.changedBy).not.toBeNull();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'v@clientes.com.br'));
    expect(mail!.subject).toContain(`Fatura emitida nº ${invoice!.number}`);
    // Converted already: a second Converter is refused.
    expect((await post(`/api/admin/trials/${ids.V}/convert`, admin)).statusCode).toBe(409);
  });

  it('Estender adds the days and records them with the reason', async () => {
    const res = await post(`/api/admin/trials/${ids.W}/extend`, admin, { days: 10, reason: 'Negociação em andamento' });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().trialEndsAt).getTime()).toBe(trialEnd.getTime() + 10 * DAY);
    const changes = await t.db
      .select()
      .from(subscriptionChanges)
      .where(and(eq(subscriptionChanges.agencyId, ids.W!), eq(subscriptionChanges.changeType, 'other')));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.changeReason).toBe('Negociação em andamento');
  });

  it('Estender refuses days outside 1-90, a blank reason, and an agency not on trial', async () => {
    for (const body of [{ days: 0, reason: 'x' }, { days: 91, reason: 'x' }, { days: 1.5, reason: 'x' }, { days: 5, reason: '  ' }, { days: 5 }]) {
      expect((await post(`/api/admin/trials/${ids.W}/extend`, admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(`/api/admin/trials/${ids.Z}/extend`, admin, { days: 5, reason: 'x' })).statusCode).toBe(409);
    expect((await post('/api/admin/trials/00000000-0000-4000-8000-000000000000/extend', admin, { days: 5, reason: 'x' })).statusCode).toBe(404);
    expect((await post('/api/admin/trials/nao-existe/convert', admin)).statusCode).toBe(404);
  });

  it('a trial that ended (suspended for it) can still be converted', async () => {
    await t.db.update(agencies).set({ status: 'suspended' }).where(eq(agencies.id, ids.W!));
    await t.db
      .insert(subscriptionChanges)
      .values({ agencyId: ids.W!, oldStatus: 'trial', newStatus: 'suspended', changeType: 'status_change', changeReason: 'Fim do período de teste' });
    const trialOfW = async () =>
      (await t.request({ url: '/api/admin/subscriptions/trials', cookie: admin })).json().items.find((r: { clientId: string }) => r.clientId === ids.W);
    // Still on the trials tab, as expired, so Converter can be reached there.
    expect(await trialOfW()).toMatchObject({ status: 'expired', clientStatus: 'suspended' });
    expect((await post(`/api/admin/trials/${ids.W}/convert`, admin)).statusCode).toBe(200);
    expect((await t.db.select().from(agencies).where(eq(agencies.id, ids.W!)))[0]!.status).toBe('active');
    expect(await trialOfW()).toMatchObject({ status: 'converted', clientStatus: 'active' });
  });
});

describe('invoices: cancel and resend', () => {
  const invoiceOf = async (key: string) => (await t.db.select().from(invoices).where(eq(invoices.agencyId, ids[key]!)))[0]!;

  it('only admins act on invoices', async () => {
    const { id } = await invoiceOf('V');
    expect((await post(`/api/admin/invoices/${id}/cancel`, dispatcher)).statusCode).toBe(403);
    expect((await post(`/api/admin/invoices/${id}/resend`, dispatcher)).statusCode).toBe(403);
  });

  it('resends a pending invoice to the agency', async () => {
    const { id, number } = await invoiceOf('V');
    const res = await post(`/api/admin/invoices/${id}/resend`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, number, status: 'pending', sentTo: 'v@clientes.com.br' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'v@clientes.com.br'));
    expect(mails.filter((m) => m.subject.includes(`nº ${number}`))).toHaveLength(2);
  });

  it('cancels a pending invoice once; a cancelled one is neither cancelled nor resent again', async () => {
    const { id } = await invoiceOf('V');
    const res = await post(`/api/admin/invoices/${id}/cancel`, admin);
    expect(res.statusCode).toBe(200);
    const row = await invoiceOf('V');
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).not.toBeNull();
    expect((await post(`/api/admin/invoices/${id}/cancel`, admin)).statusCode).toBe(409);
    expect((await post(`/api/admin/invoices/${id}/resend`, admin)).statusCode).toBe(409);
    expect((await post('/api/admin/invoices/00000000-0000-4000-8000-000000000000/cancel', admin)).statusCode).toBe(404);
  });
});
