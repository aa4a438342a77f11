import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies, invoices, payments } from '../../../db/schema/index.ts';
import { TEST_WEBHOOK_SECRET, createTestApp, testConfig, type TestApp } from '../../../testing/test-app.ts';
import { SIGNATURE_HEADER, signGeneric } from './generic-hmac.ts';

const SECRET = TEST_WEBHOOK_SECRET;
let t: TestApp;
let agencyId: string;
/** What the server logged, one JSON line each: the unknown-invoice line is checked for its content. */
const logLines: string[] = [];

async function invoice(amountCents = 19900, status = 'pending') {
  const [row] = await t.db
    .insert(invoices)
    .values({ agencyId, planId: 'basico', amountCents, issuedOn: '2026-01-01', dueOn: '2026-01-10', status })
    .returning({ id: invoices.id, number: invoices.number });
  return row!;
}

const event = (id: string, data: Record<string, unknown>, type = 'payment.confirmed') =>
  JSON.stringify({ id, type, data: { amountCents: 19900, paidAt: new Date().toISOString(), method: 'pix', ...data } });

/** Sends the exact bytes that were signed, as a provider does. */
function send(raw: string, signature: string | null, app: TestApp = t) {
  return app.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }) },
    payload: raw,
  });
}
const nowSeconds = () => Math.floor(Date.now() / 1000);
const signed = (raw: string, at = nowSeconds(), secret = SECRET) => send(raw, signGeneric(secret, raw, at));
const paymentsOf = (invoiceId: string) => t.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } });
  const [row] = await t.db
    .insert(agencies)
    .values({ name: 'Cliente Webhook', email: 'webhook@clientes.com.br', cnpj: 'cnpj-W', status: 'active', planId: 'basico' })
    .returning({ id: agencies.id });
  agencyId = row!.id;
});
afterAll(async () => t.close());

describe('billing webhook', () => {
  it('a signed event by invoice number records a confirmed payment and pays the invoice', async () => {
    const inv = await invoice();
    const res = await signed(event('evt_1', { invoiceNumber: inv.number }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'recorded' });
    const rows = await paymentsOf(inv.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'generic', providerEventId: 'evt_1', amountCents: 19900, method: 'pix', status: 'confirmed', createdBy: null });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, inv.id)))[0]!.status).toBe('paid');
    expect((await t.latestMail('webhook@clientes.com.br'))?.subject).toContain(`fatura nº ${inv.number}`);
  });

  it('the same event twice makes one payment and answers 200 both times', async () => {
    const inv = await invoice(50000);
    const raw = event('evt_twice', { invoiceId: inv.id, amountCents: 10000 });
    const first = await signed(raw);
    const again = await signed(raw, nowSeconds() + 1);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual({ status: 'duplicate' });
    expect(await paymentsOf(inv.id)).toHaveLength(1);
    // Sent at the same moment (a provider's retry racing the first delivery): still one.
    const raw2 = event('evt_race', { invoiceId: inv.id, amountCents: 10000 });
    const both = await Promise.all([signed(raw2), signed(raw2)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await paymentsOf(inv.id)).toHaveLength(2);
  });

  it('a wrong signature, another secret or a changed body is 401 and records nothing', async () => {
    const inv = await invoice();
    const raw = event('evt_forged', { invoiceNumber: inv.number });
    expect((await send(raw, null)).statusCode).toBe(401);
    expect((await send(raw, 'v1=abc')).statusCode).toBe(401);
    expect((await signed(raw, nowSeconds(), 'another-secret-of-the-same-length-0123456')).statusCode).toBe(401);
    const sig = signGeneric(SECRET, raw, nowSeconds());
    expect((await send(raw.replace('19900', '19901'), sig)).statusCode).toBe(401);
    // Whitespace added after signing changes the bytes: the raw body is what is checked.
    expect((await send(`${raw} `, sig)).statusCode).toBe(401);
    expect(await paymentsOf(inv.id)).toHaveLength(0);
  });

  it('a signature older or newer than five minutes is 401 (replay window)', async () => {
    const inv = await invoice();
    const raw = event('evt_old', { invoiceNumber: inv.number });
    expect((await signed(raw, nowSeconds() - 6 * 60)).statusCode).toBe(401);
    expect((await signed(raw, nowSeconds() + 6 * 60)).statusCode).toBe(401);
    expect(await paymentsOf(inv.id)).toHaveLength(0);
    expect((await signed(raw, nowSeconds() - 4 * 60)).statusCode).toBe(200);
  });

  it('an unknown invoice is acknowledged with 200 and ignored', async () => {
    const before = (await t.db.select().from(payments)).length;
    const res = await signed(event('evt_unknown', { invoiceNumber: 987654 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored' });
    const other = await signed(event('evt_other_type', { invoiceNumber: 987654 }, 'payment.refunded'));
    expect(other.json()).toEqual({ status: 'ignored' });
    expect(await t.db.select().from(payments)).toHaveLength(before);
    const logged = logLines.filter((l) => l.includes('unknown invoice'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ provider: 'generic', eventId: 'evt_unknown', invoiceNumber: 987654 });
  });

  it('refuses a body over the size limit before reading it', async () => {
    const raw = event('evt_big', { invoiceNumber: 1, pad: 'x'.repeat(20_000) });
    expect((await signed(raw)).statusCode).toBe(413);
  });

  it('a signed but malformed event is 400', async () => {
    for (const raw of [
      'not json',
      '{"id":"x"}',
      event('bad id with spaces', { invoiceNumber: 1 }),
      event('evt_neg', { invoiceNumber: 1, amountCents: -5 }),
      event('evt_noinv', {}),
    ]) {
      expect((await signed(raw)).statusCode, raw).toBe(400);
    }
  });

  it('answers 503 when no secret is configured', async () => {
    const bare = await createTestApp({ config: testConfig({ billingWebhookSecret: undefined }) });
    try {
      const raw = event('evt_x', { invoiceNumber: 1 });
      expect((await send(raw, signGeneric(SECRET, raw, nowSeconds()), bare)).statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
