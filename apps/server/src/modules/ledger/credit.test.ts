import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { profiles, serviceCreditTransfers, serviceRefunds, services } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { registration } from '../../testing/registry-factory.ts';
import { todayIso } from '../../lib/dates.ts';

// Issue 35 §4 (decision 059): a customer's credit given back (money out of the caixa, with a
// receipt) or carried to another open service of the same owner (no money moves). Valor pago,
// credit and balance follow; an estorno undoes either, a transfer's on both services at once.

let t: TestApp;
let agencyA: string;
let ana: string; // dispatcher of A
let beto: string; // plain user of A
let bia: string; // dispatcher of B
let s1: string; // R$ 550,00, R$ 600,00 paid: R$ 50,00 of credit
let s2: string; // the same owner's open service, R$ 100,00
let s3: string; // another owner's open service
const today = todayIso();

type Ledger = {
  service: { number: number; paid: number; balance: number; credit: number };
  payments: { id: string }[];
  refunds: { id: string; number: number; amount: number; method: string; voidedAt: string | null }[];
  transfers: { id: string; direction: string; otherServiceId: string; otherServiceNumber: number; amount: number; voidedAt: string | null }[];
  creditTotals: { refunds: number; transfersIn: number; transfersOut: number };
};
const ledger = async (id: string, cookie = ana) => (await t.request({ url: `/api/services/${id}/ledger`, cookie })).json() as Ledger;
const paidOf = async (id: string) => (await t.db.query.services.findFirst({ where: eq(services.id, id) }))!.valorPagoCents;
const refund = (body: Record<string, unknown>, cookie = ana, id = s1) =>
  t.request({ method: 'POST', url: `/api/services/${id}/refunds`, cookie, body: { paidOn: today, method: 'dinheiro', ...body } });
const transfer = (body: Record<string, unknown>, cookie = ana, id = s1) =>
  t.request({ method: 'POST', url: `/api/services/${id}/credit-transfers`, cookie, body: { paidOn: today, toServiceId: s2, ...body } });
const caixa = async () => (await t.request({ url: `/api/caixa?from=${today}&to=${today}`, cookie: ana })).json();
const keptDay = async () => {
  const { rows } = (await t.db.execute(
    sql`select (in_cents)::int as "in", (out_cents)::int as "out" from ledger_days where agency_id = ${agencyA} and day = ${today}`,
  )) as { rows: { in: number; out: number }[] };
  return rows[0];
};

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@credito-a.com.br');
  agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  beto = await t.userSession('Beto', 'beto@credito-a.com.br');
  const betoId = (await t.request({ url: '/api/me', cookie: beto })).json().user.id;
  await t.db.update(profiles).set({ agencyId: agencyA, role: 'user' }).where(eq(profiles.id, betoId));
  t.app.forgetActor(betoId);
  bia = await t.userSession('Bia', 'bia@credito-b.com.br');
  await t.onboard(bia, { name: 'Agência B', cnpj: '11.444.777/0001-61' });
  const save = async (body: ReturnType<typeof registration>) => {
    const res = await t.request({ method: 'POST', url: '/api/registrations', cookie: ana, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { owner: { id: string }; vehicle: { id: string }; service: { id: string } };
  };
  const first = await save(registration());
  s1 = first.service.id;
  s2 = (await save(registration({ owner: { id: first.owner.id }, vehicle: { id: first.vehicle.id }, service: { valor: '20,00', honorarios: '80,00' } })))
    .service.id;
  s3 = (await save(registration({ owner: { nome: 'Maria', cpf: '111.444.777-35' }, vehicle: { placa: 'RIO2A18', renavam: '12345678900', chassis: '' } })))
    .service.id;
  const paid = await t.request({
    method: 'POST',
    url: `/api/services/${s1}/payments`,
    cookie: ana,
    body: { paidOn: today, method: 'pix', amount: '600,00', confirmOverpayment: true },
  });
  expect(paid.json().service).toMatchObject({ paid: 60000, credit: 5000 });
});
afterAll(async () => t.close());

describe('devolver crédito', () => {
  it('refuses more than the credit, in pt-BR, and stores nothing', async () => {
    const res = await refund({ amount: '50,01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'CREDIT_EXCEEDED',
      fields: { amount: 'O valor é maior que o crédito do cliente neste serviço (R$ 50,00).' },
    });
    const none = await refund({ amount: '1,00' }, ana, s2);
    expect(none.json().error.fields).toEqual({ amount: 'Este serviço não tem crédito do cliente.' });
    expect(await t.db.select().from(serviceRefunds)).toHaveLength(0);
    expect(await paidOf(s1)).toBe(60000);
  });

  it('gives part of the credit back: paid and credit fall, the caixa and ledger_days count money out', async () => {
    const dayBefore = await keptDay();
    const res = await refund({ amount: '20,00', note: 'Devolvido no balcão' }, beto);
    expect(res.statusCode, res.body).toBe(201);
    const l = res.json() as Ledger;
    expect(l.refunds).toEqual([
      expect.objectContaining({ number: 1, amount: 2000, method: 'dinheiro', voidedAt: null, note: 'Devolvido no balcão', createdByName: 'Beto' }),
    ]);
    expect(l.service).toMatchObject({ paid: 58000, balance: 0, credit: 3000 });
    expect(l.creditTotals).toEqual({ refunds: 2000, transfersIn: 0, transfersOut: 0 });
    expect(await paidOf(s1)).toBe(58000);
    const c = await caixa();
    const entry = c.days.flatMap((d: { entries: unknown[] }) => d.entries).find((e: { kind: string }) => e.kind === 'refund');
    expect(entry).toMatchObject({
      outCents: 2000,
      inCents: 0,
      method: 'dinheiro',
      who: 'Beto',
      description: 'Devolução de crédito ao cliente · recibo de devolução nº 1 · Devolvido no balcão',
    });
    expect(c).toMatchObject({ inCents: 60000, outCents: 2000, closingCents: 58000 });
    expect(c.byMethod.find((m: { method: string }) => m.method === 'dinheiro')).toMatchObject({ outCents: 2000, netCents: -2000 });
    expect(await keptDay()).toEqual({ in: dayBefore!.in, out: dayBefore!.out + 2000 });
  });

  it('prints a "recibo de devolução" the customer signs', async () => {
    const [r] = (await ledger(s1)).refunds;
    const res = await t.request({ url: `/api/services/${s1}/refunds/${r!.id}/receipt.pdf`, cookie: beto });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'RECIBO DE DEVOLUÇÃO Nº 1',
      'José da Conceição',
      '529.982.247-25',
      'R$ 20,00',
      'vinte reais',
      'Dinheiro',
      'Beto',
      'Agência A',
      'ABC-1234',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('CANCELADO');
  });

  it('the whole credit given back leaves neither credit nor balance', async () => {
    const res = await refund({ amount: '30,00', method: 'pix' });
    expect(res.json().service).toMatchObject({ paid: 55000, balance: 0, credit: 0 });
    expect((await refund({ amount: '0,01' })).json().error.code).toBe('CREDIT_EXCEEDED');
  });

  it('an estorno (dispatcher only) restores the credit and takes the money out of the caixa back', async () => {
    const [first] = (await ledger(s1)).refunds;
    const url = `/api/services/${s1}/refunds/${first!.id}/void`;
    expect((await t.request({ method: 'POST', url, cookie: beto, body: { reason: 'Erro' } })).statusCode).toBe(403);
    const res = await t.request({ method: 'POST', url, cookie: ana, body: { reason: 'Cliente não levou o dinheiro' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().service).toMatchObject({ paid: 57000, credit: 2000, balance: 0 });
    expect(res.json().creditTotals.refunds).toBe(3000);
    expect((await t.request({ method: 'POST', url, cookie: ana, body: { reason: 'De novo' } })).statusCode).toBe(409);
    expect((await caixa()).outCents).toBe(3000);
    expect((await keptDay())!.out).toBe(3000);
    const text = pdfText((await t.request({ url: `/api/services/${s1}/refunds/${first!.id}/receipt.pdf`, cookie: ana })).rawPayload);
    expect(text).toContain('CANCELADO');
    expect(text).toContain('Cliente não levou o dinheiro');
  });
});

describe('transferir crédito', () => {
  it("offers the owner's other open services only", async () => {
    const res = await t.request({ url: `/api/services/${s1}/credit-targets`, cookie: beto });
    expect(res.statusCode).toBe(200);
    expect(res.json().services).toEqual([expect.objectContaining({ id: s2, placa: 'ABC1234', total: 10000, balance: 10000 })]);
  });

  it('refuses more than the credit, the same service, or a service not open of the same owner', async () => {
    expect((await transfer({ amount: '20,01' })).json().error.fields).toEqual({ amount: 'O valor é maior que o crédito do cliente neste serviço (R$ 20,00).' });
    for (const toServiceId of [s1, s3, 'nao-e-um-id', '']) {
      const res = await transfer({ amount: '1,00', toServiceId });
      expect(res.statusCode, toServiceId).toBe(400);
      expect(Object.keys(res.json().error.fields), toServiceId).toEqual(['toServiceId']);
    }
    expect(await t.db.select().from(serviceCreditTransfers)).toHaveLength(0);
  });

  it('moves the credit: the source loses it, the target counts it as paid, the caixa does not move', async () => {
    const before = await caixa();
    const dayBefore = await keptDay();
    const res = await transfer({ amount: '20,00', note: 'Para a vistoria' }, beto);
    expect(res.statusCode, res.body).toBe(201);
    const l = res.json() as Ledger;
    expect(l.service).toMatchObject({ paid: 55000, credit: 0, balance: 0 });
    expect(l.transfers).toEqual([expect.objectContaining({ direction: 'out', otherServiceId: s2, amount: 2000, voidedAt: null })]);
    const target = await ledger(s2);
    expect(target.service).toMatchObject({ paid: 2000, balance: 8000, credit: 0 });
    expect(target.transfers).toEqual([expect.objectContaining({ direction: 'in', otherServiceId: s1, otherServiceNumber: l.service.number, amount: 2000 })]);
    expect(target.creditTotals).toEqual({ refunds: 0, transfersIn: 2000, transfersOut: 0 });
    expect([await paidOf(s1), await paidOf(s2)]).toEqual([55000, 2000]);
    const after = await caixa();
    expect([after.inCents, after.outCents, after.entryCount]).toEqual([before.inCents, before.outCents, before.entryCount]);
    expect(await keptDay()).toEqual(dayBefore);
  });

  it('refuses to void the payment whose credit went elsewhere, and changes nothing', async () => {
    const [payment] = (await ledger(s1)).payments;
    const res = await t.request({ method: 'POST', url: `/api/services/${s1}/payments/${payment!.id}/void`, cookie: ana, body: { reason: 'Erro' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PAID_BELOW_ZERO');
    expect([await paidOf(s1), (await ledger(s1)).payments[0]]).toEqual([55000, expect.objectContaining({ voidedAt: null })]);
  });

  it('an estorno from either side undoes both sides at once', async () => {
    const [moved] = (await ledger(s2)).transfers;
    const url = `/api/services/${s2}/credit-transfers/${moved!.id}/void`;
    expect((await t.request({ method: 'POST', url, cookie: beto, body: { reason: 'Erro' } })).statusCode).toBe(403);
    const res = await t.request({ method: 'POST', url, cookie: ana, body: { reason: 'Serviço errado' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().service).toMatchObject({ paid: 0, balance: 10000 });
    expect((await ledger(s1)).service).toMatchObject({ paid: 57000, credit: 2000 });
    expect((await ledger(s1)).transfers[0]).toMatchObject({ voidReason: 'Serviço errado', voidedByName: 'Ana' });
    expect(
      (await t.request({ method: 'POST', url: `/api/services/${s1}/credit-transfers/${moved!.id}/void`, cookie: ana, body: { reason: 'x' } })).statusCode,
    ).toBe(409);
  });

  it('asks before making a credit on the target, and takes no completed service', async () => {
    await t.db.update(services).set({ honorariosCents: 0, valorCents: 1000 }).where(eq(services.id, s2));
    const asked = await transfer({ amount: '20,00' });
    expect(asked.json().error.code).toBe('OVERPAYMENT');
    expect((await transfer({ amount: '20,00', confirmOverpayment: true })).statusCode).toBe(201);
    expect((await ledger(s2)).service).toMatchObject({ paid: 2000, credit: 1000 });
    await t.db.update(services).set({ status: 'completed' }).where(eq(services.id, s2));
    expect((await t.request({ url: `/api/services/${s1}/credit-targets`, cookie: ana })).json().services).toEqual([]);
  });
});

describe('the dashboard', () => {
  it("counts the month's credit carried in as paid on the target, and a refund never as revenue", async () => {
    // Nº 1: R$ 250,00 of fees + R$ 300,00 of honorários, paid in full after refunds and the transfer.
    // Nº 2: R$ 10,00 of fees now, R$ 20,00 carried in: its fees are settled, the rest is credit.
    const cards = (await t.request({ url: '/api/dashboard', cookie: ana })).json().cards;
    expect(cards).toMatchObject({ monthRevenueCents: 30000, monthPassThroughCents: 26000 });
  });
});

describe('tenant isolation', () => {
  it("another agency's service, refund, transfer or receipt is 404 and nothing changes", async () => {
    const [r] = (await ledger(s1)).refunds;
    const [moved] = (await ledger(s1)).transfers;
    const calls: [string, string, unknown][] = [
      ['POST', `/api/services/${s1}/refunds`, { paidOn: today, method: 'pix', amount: 1 }],
      ['POST', `/api/services/${s1}/refunds/${r!.id}/void`, { reason: 'Intruso' }],
      ['GET', `/api/services/${s1}/refunds/${r!.id}/receipt.pdf`, undefined],
      ['GET', `/api/services/${s1}/credit-targets`, undefined],
      ['POST', `/api/services/${s1}/credit-transfers`, { paidOn: today, toServiceId: s2, amount: 1 }],
      ['POST', `/api/services/${s1}/credit-transfers/${moved!.id}/void`, { reason: 'Intruso' }],
    ];
    for (const [method, url, body] of calls) expect((await t.request({ method, url, cookie: bia, body })).statusCode, url).toBe(404);
    // B's own service with a credit cannot carry it to A's service.
    const mine = (await t.request({ method: 'POST', url: '/api/registrations', cookie: bia, body: registration() })).json().service.id;
    await t.request({
      method: 'POST',
      url: `/api/services/${mine}/payments`,
      cookie: bia,
      body: { paidOn: today, method: 'pix', amount: '600,00', confirmOverpayment: true },
    });
    const across = await transfer({ amount: '1,00', toServiceId: s2 }, bia, mine);
    expect(across.statusCode).toBe(400);
    expect(across.json().error.fields).toEqual({ toServiceId: 'Selecione outro serviço em aberto do mesmo cliente' });
    expect((await t.request({ url: `/api/services/${mine}/refunds/${r!.id}/receipt.pdf`, cookie: bia })).statusCode).toBe(404);
    expect([await paidOf(s1), await paidOf(s2)]).toEqual([55000, 2000]);
    expect((await t.request({ method: 'POST', url: `/api/services/${s1}/refunds`, body: { paidOn: today, method: 'pix', amount: 1 } })).statusCode).toBe(401);
  });
});
