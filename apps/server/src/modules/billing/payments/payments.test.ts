import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DUNNING_REASON } from '../system-status-change.ts';
import { agencies, invoices, payments, subscriptionChanges } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let dispatcher: string;
let ownAgencyId: string;

async function agency(key: string, status = 'active') {
  const [row] = await t.db
    .insert(agencies)
    .values({ name: `Cliente ${key}`, email: `${key.toLowerCase()}@clientes.com.br`, cnpj: `cnpj-${key}`, status, planId: 'basico' })
    .returning({ id: agencies.id });
  return row!.id;
}

async function invoice(agencyId: string, status: string, amountCents = 19900, dueOn = '2026-01-10') {
  const [row] = await t.db
    .insert(invoices)
    .values({ agencyId, planId: 'basico', amountCents, issuedOn: '2026-01-01', dueOn, status, planPriceCents: amountCents, baseUsers: 3 })
    .returning({ id: invoices.id, number: invoices.number });
  return row!;
}

const pay = (invoiceId: string, body: Record<string, unknown>, cookie = admin) =>
  t.request({ method: 'POST', url: `/api/admin/invoices/${invoiceId}/payments`, cookie, body });

const brToday = () => todayIso().split('-').reverse().join('/');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  dispatcher = await t.userSession('Diana', 'diana@agencia.com.br');
  ownAgencyId = (await t.onboard(dispatcher)).json().id;
});
afterAll(async () => t.close());

describe('manual payment', () => {
  it('a partial payment leaves the invoice pending; the one that covers it makes it paid', async () => {
    const agencyId = await agency('Parcial');
    const inv = await invoice(agencyId, 'pending');
    const first = await pay(inv.id, { method: 'pix', paidOn: brToday(), amountCents: 10000, reference: 'E123' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ invoiceStatus: 'pending', paidCents: 10000, amountCents: 19900, agencyReactivated: false });

    const second = await pay(inv.id, { method: 'transferencia', paidOn: brToday(), amountCents: '99,00' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ invoiceStatus: 'paid', paidCents: 19900 });

    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row!.status).toBe('paid');
    expect(row!.paidAt).not.toBeNull();
    const rows = await t.db.select().from(payments).where(eq(payments.invoiceId, inv.id));
    expect(rows.map((r) => [r.method, r.amountCents, r.status, r.reference]).sort()).toEqual([
      ['pix', 10000, 'confirmed', 'E123'],
      ['transferencia', 9900, 'confirmed', ''],
    ]);
    const mail = await t.latestMail('parcial@clientes.com.br');
    expect(mail?.subject).toContain(`fatura nº ${inv.number}`);
    expect(mail?.text).toContain('R$ 99,00');
    expect(mail?.text).toContain('A fatura está paga');
  });

  it('reactivates an agency suspended for dunning once nothing is overdue, recorded by the system', async () => {
    const agencyId = await agency('Inadimplente', 'suspended');
    await t.db.insert(subscriptionChanges).values({
      agencyId,
      oldPlan: 'basico',
      newPlan: 'basico',
      oldStatus: 'active',
      newStatus: 'suspended',
      changeType: 'status_change',
      changeReason: DUNNING_REASON,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const older = await invoice(agencyId, 'overdue', 19900, '2025-12-10');
    const newer = await invoice(agencyId, 'overdue', 19900, '2026-01-10');

    const one = await pay(older.id, { method: 'boleto', paidOn: brToday(), amountCents: 19900 });
    expect(one.json()).toMatchObject({ invoiceStatus: 'paid', agencyReactivated: false });
    expect((await t.db.select().from(agencies).where(eq(agencies.id, agencyId)))[0]!.status).toBe('suspended');

    const two = await pay(newer.id, { method: 'pix', paidOn: brToday(), amountCents: 19900 });
    expect(two.json()).toMatchObject({ invoiceStatus: 'paid', agencyReactivated: true });
    expect((await t.db.select().from(agencies).where(eq(agencies.id, agencyId)))[0]!.status).toBe('active');
    const history = await t.db
      .select()
      .from(subscriptionChanges)
      .where(and(eq(subscriptionChanges.agencyId, agencyId), eq(subscriptionChanges.newStatus, 'active')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ oldStatus: 'suspended', changeType: 'status_change', changeReason: DUNNING_REASON, changedBy: null });
  });

  it('leaves alone an agency suspended for another reason', async () => {
    const agencyId = await agency('Suspensa', 'suspended');
    await t.db.insert(subscriptionChanges).values({
      agencyId,
      oldPlan: 'basico',
      newPlan: 'basico',
      oldStatus: 'active',
      newStatus: 'suspended',
      changeType: 'status_change',
      changeReason: 'Pedido do cliente',
    });
    const inv = await invoice(agencyId, 'overdue');
    expect((await pay(inv.id, { method: 'pix', paidOn: brToday(), amountCents: 19900 })).json()).toMatchObject({
      invoiceStatus: 'paid',
      agencyReactivated: false,
    });
    expect((await t.db.select().from(agencies).where(eq(agencies.id, agencyId)))[0]!.status).toBe('suspended');
  });

  it('refuses cancelled and paid invoices with 409 and says why', async () => {
    const agencyId = await agency('Cancelada');
    const cancelled = await invoice(agencyId, 'cancelled');
    const res = await pay(cancelled.id, { method: 'pix', paidOn: brToday(), amountCents: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Esta fatura está cancelada: não é possível registrar pagamento.');
    const paid = await invoice(agencyId, 'paid');
    expect((await pay(paid.id, { method: 'pix', paidOn: brToday(), amountCents: 100 })).statusCode).toBe(409);
    expect(await t.db.select().from(payments).where(eq(payments.agencyId, agencyId))).toHaveLength(0);
  });

  it('answers 400 with pt-BR messages for a bad method, date, amount or reference', async () => {
    const inv = await invoice(await agency('Validacao'), 'pending');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ method: 'cheque', paidOn: brToday(), amountCents: 100 }, 'method', 'Selecione a forma de pagamento'],
      [{ method: 'pix', paidOn: '31/02/2026', amountCents: 100 }, 'paidOn', 'Data inválida (use dd/mm/aaaa)'],
      [{ method: 'pix', paidOn: '', amountCents: 100 }, 'paidOn', 'Informe a data do pagamento'],
      [{ method: 'pix', paidOn: '01/01/2099', amountCents: 100 }, 'paidOn', 'A data do pagamento não pode ser futura'],
      [{ method: 'pix', paidOn: brToday(), amountCents: 0 }, 'amountCents', 'Informe o valor do pagamento'],
      [{ method: 'pix', paidOn: brToday(), amountCents: 1_000_000_001 }, 'amountCents', 'Valor máximo: R$ 10.000.000,00'],
      [{ method: 'pix', paidOn: brToday(), amountCents: 100, reference: 'x'.repeat(101) }, 'reference', 'Máximo de 100 caracteres'],
    ];
    for (const [body, field, message] of cases) {
      const res = await pay(inv.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields?.[field], JSON.stringify(res.json())).toBe(message);
    }
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, inv.id))).toHaveLength(0);
  });

  it('is for platform admins only; an unknown invoice is 404', async () => {
    const inv = await invoice(ownAgencyId, 'pending');
    const body = { method: 'pix', paidOn: brToday(), amountCents: 100 };
    expect((await pay(inv.id, body, dispatcher)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/admin/invoices/${inv.id}/payments`, body })).statusCode).toBe(401);
    expect((await pay('9b7c0a52-8a2c-4f7e-9d0e-3f1f2b6a7c11', body)).statusCode).toBe(404);
    expect((await pay('not-a-uuid', body)).statusCode).toBe(404);
  });
});
