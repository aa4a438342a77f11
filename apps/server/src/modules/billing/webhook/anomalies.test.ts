import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentAnomalies } from '@despacha/domain/billing/payment-anomalies';
import { agencies, invoices, payments } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';
import { OWNER_EMAIL, TEST_WEBHOOK_SECRET, createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { SIGNATURE_HEADER, signGeneric } from './generic-hmac.ts';

// Issue 32 item 13, decision 050: the provider's figures that do not fit the invoice are recorded
// as reported and flagged for an administrator, never rewritten and never silent.

let t: TestApp;
let admin: string;
let agencyId: string;
/** Issued five days ago: a payment now is within the invoice's life. */
const issuedOn = todayIso(new Date(Date.now() - 5 * 86_400_000));

async function invoice(amountCents = 19900) {
  const [row] = await t.db
    .insert(invoices)
    .values({ agencyId, planId: 'basico', amountCents, issuedOn, dueOn: issuedOn, status: 'pending' })
    .returning({ id: invoices.id, number: invoices.number });
  return row!;
}

const event = (id: string, data: Record<string, unknown>) =>
  JSON.stringify({ id, type: 'payment.confirmed', data: { amountCents: 19900, paidAt: new Date().toISOString(), method: 'pix', ...data } });
const signed = (raw: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signGeneric(TEST_WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000)) },
    payload: raw,
  });
const paymentsOf = (invoiceId: string) => t.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(payments.createdAt);
const invoiceRow = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

type Item = { id: string; anomalies: string[]; paidCents: number; amountCents: number; status: string };
async function adminList(query: string): Promise<{ items: Item[]; total: number }> {
  const res = await t.request({ url: `/api/admin/billing/invoices?${query}`, cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const listed = async (id: string, query = 'anomaly=any') => (await adminList(query)).items.find((i) => i.id === id);
async function auditOf(invoiceId: string): Promise<{ summary: string; actorName: string | null; action: string }[]> {
  const res = await t.request({ url: `/api/admin/audit?entity=billing&entityId=${invoiceId}`, cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona', OWNER_EMAIL);
  const [row] = await t.db
    .insert(agencies)
    .values({ name: 'Cliente Divergente', email: 'divergente@clientes.com.br', cnpj: 'cnpj-D', status: 'active', planId: 'basico' })
    .returning({ id: agencies.id });
  agencyId = row!.id;
});
afterAll(async () => t.close());

describe('provider figures that do not fit the invoice', () => {
  it('an overpayment is recorded as reported, flagged, audited and shown to the admin', async () => {
    const inv = await invoice(19900);
    const res = await signed(event('evt_over', { invoiceNumber: inv.number, amountCents: 39800 }));
    expect(res.json()).toEqual({ status: 'recorded' });

    const [payment] = await paymentsOf(inv.id);
    expect(payment).toMatchObject({ amountCents: 39800, status: 'confirmed', anomalies: ['overpaid'] });
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'paid', amountCents: 19900, anomalies: ['overpaid'] });

    expect(await listed(inv.id)).toMatchObject({ anomalies: ['overpaid'], paidCents: 39800, amountCents: 19900, status: 'paid' });
    expect(await listed(inv.id, 'anomaly=overpaid')).toBeDefined();
    expect(await listed(inv.id, 'anomaly=paid_before_issue')).toBeUndefined();

    const audit = await auditOf(inv.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'created', actorName: 'Provedor de pagamentos (generic)' });
    expect(audit[0]!.summary).toContain('Pagamento de R$ 398,00');
    expect(audit[0]!.summary).toContain(`fatura nº ${inv.number}`);
    expect(audit[0]!.summary).toContain('Pago a mais: R$ 398,00 de R$ 199,00');
  });

  it('a paidAt of 2001-01-01 is kept as reported and flagged; with 39,800 on 19,900 both flags', async () => {
    const inv = await invoice(19900);
    const reported = '2001-01-01T12:00:00-03:00';
    expect((await signed(event('evt_2001', { invoiceId: inv.id, amountCents: 39800, paidAt: reported }))).json()).toEqual({ status: 'recorded' });
    const [payment] = await paymentsOf(inv.id);
    expect(payment).toMatchObject({ amountCents: 39800, paidOn: '2001-01-01', anomalies: ['overpaid', 'paid_before_issue'] });
    expect(payment!.reportedPaidAt?.toISOString()).toBe('2001-01-01T15:00:00.000Z');
    const row = await invoiceRow(inv.id);
    expect(row.anomalies).toEqual(['overpaid', 'paid_before_issue']);
    expect(row.paidAt?.toISOString()).toBe('2001-01-01T15:00:00.000Z');
    expect(await listed(inv.id, 'anomaly=paid_before_issue')).toMatchObject({ anomalies: ['overpaid', 'paid_before_issue'] });
    const [audit] = await auditOf(inv.id);
    expect(audit!.summary).toContain('em 01/01/2001');
    expect(audit!.summary).toContain('Data de pagamento fora do período da fatura: anterior à emissão');
  });

  it('an exact payment, now, is not flagged and not audited', async () => {
    const inv = await invoice(19900);
    expect((await signed(event('evt_exact', { invoiceNumber: inv.number }))).json()).toEqual({ status: 'recorded' });
    const [payment] = await paymentsOf(inv.id);
    expect(payment).toMatchObject({ amountCents: 19900, anomalies: [] });
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'paid', anomalies: [] });
    expect(await listed(inv.id)).toBeUndefined();
    expect(await listed(inv.id, `q=${inv.number}`)).toMatchObject({ anomalies: [] });
    expect(await auditOf(inv.id)).toEqual([]);
  });

  it('the flag survives a duplicate delivery, which adds no payment and no audit line', async () => {
    const inv = await invoice(19900);
    const raw = event('evt_dup', { invoiceNumber: inv.number, amountCents: 39800 });
    expect((await signed(raw)).json()).toEqual({ status: 'recorded' });
    expect((await signed(raw)).json()).toEqual({ status: 'duplicate' });
    const rows = await paymentsOf(inv.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.anomalies).toEqual(['overpaid']);
    expect((await invoiceRow(inv.id)).anomalies).toEqual(['overpaid']);
    expect(await auditOf(inv.id)).toHaveLength(1);
  });

  it('a second event paying an invoice already paid is recorded and flags it overpaid', async () => {
    const inv = await invoice(19900);
    await signed(event('evt_first', { invoiceNumber: inv.number }));
    expect((await invoiceRow(inv.id)).anomalies).toEqual([]);
    expect((await signed(event('evt_second', { invoiceNumber: inv.number }))).json()).toEqual({ status: 'recorded' });
    expect((await paymentsOf(inv.id)).map((p) => p.anomalies)).toEqual([[], ['overpaid']]);
    expect(await listed(inv.id)).toMatchObject({ anomalies: ['overpaid'], paidCents: 39800 });
  });

  it('a paid moment beyond five minutes ahead is kept and flagged; within them it is clock skew', async () => {
    const ahead = await invoice();
    const future = new Date(Date.now() + 60 * 60_000);
    await signed(event('evt_future', { invoiceNumber: ahead.number, paidAt: future.toISOString() }));
    const [payment] = await paymentsOf(ahead.id);
    expect(payment!.anomalies).toEqual(['paid_in_future']);
    expect(payment!.reportedPaidAt?.toISOString()).toBe(future.toISOString());
    expect(payment!.paidOn).toBe(todayIso(future));
    expect((await invoiceRow(ahead.id)).paidAt?.toISOString()).toBe(future.toISOString());

    const skew = await invoice();
    await signed(event('evt_skew', { invoiceNumber: skew.number, paidAt: new Date(Date.now() + 2 * 60_000).toISOString() }));
    expect((await paymentsOf(skew.id))[0]!.anomalies).toEqual([]);
  });

  it('less than owed is flagged on the payment; the invoice drops it once a later payment covers it', async () => {
    const inv = await invoice(19900);
    await signed(event('evt_part', { invoiceNumber: inv.number, amountCents: 10000 }));
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'pending', anomalies: ['underpaid'] });
    expect(await listed(inv.id, 'anomaly=underpaid')).toMatchObject({ paidCents: 10000, amountCents: 19900 });
    await signed(event('evt_rest', { invoiceNumber: inv.number, amountCents: 9900 }));
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'paid', anomalies: [] });
    expect((await paymentsOf(inv.id)).map((p) => p.anomalies)).toEqual([['underpaid'], []]);
  });

  it('a failed charge is never flagged, whatever its figures', async () => {
    const inv = await invoice(19900);
    const raw = JSON.stringify({
      id: 'evt_failed',
      type: 'payment.failed',
      data: { invoiceNumber: inv.number, amountCents: 39800, paidAt: '2001-01-01T00:00:00Z', method: 'cartao' },
    });
    expect((await signed(raw)).json()).toEqual({ status: 'recorded' });
    expect((await paymentsOf(inv.id))[0]).toMatchObject({ status: 'failed', anomalies: [] });
    expect((await invoiceRow(inv.id)).anomalies).toEqual([]);
  });
});

describe('bounds', () => {
  it('refuses paid moments no payment system produces and amounts past the column, recording nothing', async () => {
    const inv = await invoice();
    for (const data of [
      { paidAt: '1969-12-31T23:59:59Z' },
      { paidAt: '0000-01-01T00:00:00Z' },
      { paidAt: '2100-01-01T00:00:00Z' },
      { paidAt: '9999-12-31T23:59:59Z' },
      { amountCents: 1_000_000_001 },
      { amountCents: 2 ** 31 },
    ]) {
      expect(
        (await signed(event(`evt_bound_${Object.values(data)[0]}`.replace(/[^A-Za-z0-9_]/g, '_'), { invoiceNumber: inv.number, ...data }))).statusCode,
        JSON.stringify(data),
      ).toBe(400);
    }
    expect(await paymentsOf(inv.id)).toHaveLength(0);
    // The ends that stay inside: recorded (and flagged before the invoice).
    expect((await signed(event('evt_epoch', { invoiceNumber: inv.number, paidAt: '1970-01-01T00:00:00Z', amountCents: 1_000_000_000 }))).json()).toEqual({
      status: 'recorded',
    });
    expect((await paymentsOf(inv.id))[0]!.anomalies).toEqual(['overpaid', 'paid_before_issue']);
  });

  it('the admin filter takes only the known kinds', async () => {
    expect((await t.request({ url: '/api/admin/billing/invoices?anomaly=other', cookie: admin })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/admin/billing/invoices?anomaly=any' })).statusCode).toBe(401);
  });

  it("the database's checks take every kind packages/domain names, and nothing else", async () => {
    const inv = await invoice();
    const values = { agencyId, invoiceId: inv.id, method: 'pix', amountCents: 1, paidOn: issuedOn };
    await t.db.insert(payments).values({ ...values, anomalies: [...paymentAnomalies] });
    await t.db
      .update(invoices)
      .set({ anomalies: [...paymentAnomalies] })
      .where(eq(invoices.id, inv.id));
    await expect(t.db.insert(payments).values({ ...values, anomalies: ['other' as never] })).rejects.toThrow();
    await expect(
      t.db
        .update(invoices)
        .set({ anomalies: ['other' as never] })
        .where(eq(invoices.id, inv.id)),
    ).rejects.toThrow();
  });
});
