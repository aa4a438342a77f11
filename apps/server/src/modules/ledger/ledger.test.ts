import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { profiles, servicePayments, services } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { registration } from '../../testing/registry-factory.ts';
import { todayIso } from '../../lib/dates.ts';

// Issue 15 item 6 (decision 025): a service's payments and expenses. Valor pago and saldo follow
// the live payments; a payment beyond the balance asks first; an estorno keeps the entry.

let t: TestApp;
let ana: string; // dispatcher of A
let beto: string; // plain user of A
let betoId: string;
let bia: string; // dispatcher of B
let serviceId: string;
const today = todayIso();

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@a.com.br');
  const agencyId = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  beto = await t.userSession('Beto', 'beto@a.com.br');
  betoId = (await t.request({ url: '/api/me', cookie: beto })).json().user.id;
  await t.db.update(profiles).set({ agencyId, role: 'user' }).where(eq(profiles.id, betoId));
  t.app.forgetActor(betoId);
  bia = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(bia, { name: 'Agência B', cnpj: '11.444.777/0001-61' });
  // R$ 250,00 of DETRAN fees + R$ 300,00 of honorários = R$ 550,00.
  const saved = await t.request({ method: 'POST', url: '/api/registrations', cookie: ana, body: registration() });
  expect(saved.statusCode).toBe(200);
  serviceId = saved.json().service.id;
});
afterAll(async () => t.close());

const pay = (body: Record<string, unknown>, cookie = ana, id = serviceId) =>
  t.request({ method: 'POST', url: `/api/services/${id}/payments`, cookie, body: { paidOn: today, method: 'pix', ...body } });
const ledger = async (cookie = ana) => (await t.request({ url: `/api/services/${serviceId}/ledger`, cookie })).json();
const stored = async () => (await t.db.query.services.findFirst({ where: eq(services.id, serviceId) }))!;

describe('payments', () => {
  it('a new service has no payment: Cadastro no longer writes valor pago', async () => {
    const l = await ledger();
    expect(l.payments).toEqual([]);
    expect(l.service).toMatchObject({ total: 55000, paid: 0, balance: 55000, credit: 0 });
    expect((await stored()).valorPagoCents).toBe(0);
  });

  it('records a payment received by the signed-in user by default, and saldo falls', async () => {
    const res = await pay({ amount: '200,00', note: 'Entrada' });
    expect(res.statusCode).toBe(201);
    const l = res.json();
    expect(l.payments).toHaveLength(1);
    expect(l.payments[0]).toMatchObject({
      number: 1,
      amount: 20000,
      method: 'pix',
      paidOn: today,
      receivedByName: 'Ana',
      createdByName: 'Ana',
      voidedAt: null,
      note: 'Entrada',
    });
    expect(l.service).toMatchObject({ paid: 20000, balance: 35000 });
    expect(l.totals).toEqual({ payments: 20000, expenses: 0 });
    expect((await stored()).valorPagoCents).toBe(20000);
    const detail = (await t.request({ url: `/api/services/${serviceId}`, cookie: ana })).json();
    expect(detail.service).toMatchObject({ valorPago: 20000, saldo: 35000 });
  });

  it('takes another active member as receiver, but not a user of another agency', async () => {
    const ok = await pay({ amount: '50,00', method: 'dinheiro', receivedBy: betoId }, beto);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().payments[1]).toMatchObject({ number: 2, receivedByName: 'Beto', createdByName: 'Beto', method: 'dinheiro' });
    const biaId = (await t.request({ url: '/api/me', cookie: bia })).json().user.id;
    const refused = await pay({ amount: '1,00', receivedBy: biaId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ receivedBy: 'Selecione um usuário ativo da agência' });
    await expect(ledger().then((l) => l.staff.map((s: { name: string }) => s.name))).resolves.toEqual(['Ana', 'Beto']);
  });

  it('asks before a payment beyond the balance, then keeps the difference as credit', async () => {
    // R$ 250,00 paid so far; R$ 300,00 open; R$ 400,00 more is R$ 100,00 too much.
    const refused = await pay({ amount: '400,00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'OVERPAYMENT',
      message: 'O valor pago (R$ 650,00) é maior que o total do serviço (R$ 550,00). Confirme para registrar a diferença como crédito do cliente.',
    });
    expect((await stored()).valorPagoCents).toBe(25000);
    const confirmed = await pay({ amount: '400,00', confirmOverpayment: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().service).toMatchObject({ paid: 65000, balance: 0, credit: 10000 });
  });

  it('refuses what is out of bounds, with pt-BR messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '0,00' }, 'amount', 'Informe um valor maior que zero'],
      [{ amount: 1_000_000_001 }, 'amount', 'Valor máximo: R$ 10.000.000,00'],
      [{ amount: '1,00', paidOn: '2099-01-01' }, 'paidOn', 'A data não pode ser futura'],
      [{ amount: '1,00', paidOn: '31/12/1999' }, 'paidOn', 'A data não pode ser anterior a 01/01/2000'],
      [{ amount: '1,00', paidOn: '' }, 'paidOn', 'Informe a data'],
      [{ amount: '1,00', method: 'nao_informado' }, 'method', 'Selecione a forma de pagamento'],
      [{ amount: '1,00', note: 'x'.repeat(2001) }, 'note', 'Máximo de 2.000 caracteres'],
    ];
    for (const [body, field, message] of cases) {
      const res = await pay(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await pay({ amount: '1,00', note: 'a\u0000b' })).statusCode).toBe(400);
    expect((await stored()).valorPagoCents).toBe(65000);
  });
});

describe('payments at the same time', () => {
  it('get distinct receipt numbers and valor pago is their exact sum', async () => {
    const other = await t.request({
      method: 'POST',
      url: '/api/registrations',
      cookie: ana,
      body: registration({ owner: { nome: 'Maria', cpf: '111.444.777-35' }, vehicle: { placa: 'RIO2A18', renavam: '12345678900', chassis: '' } }),
    });
    const id = other.json().service.id;
    const before = (await t.db.select({ n: servicePayments.number }).from(servicePayments)).map((p) => p.n);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => pay({ amount: 1000 + i }, i % 2 ? beto : ana, id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const numbers = (await t.db.select({ n: servicePayments.number }).from(servicePayments).where(eq(servicePayments.serviceId, id)))
      .map((p) => p.n)
      .sort((a, b) => a - b);
    const next = Math.max(...before) + 1;
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, i) => next + i));
    const row = (await t.db.query.services.findFirst({ where: eq(services.id, id) }))!;
    expect(row.valorPagoCents).toBe(6015);
  });
});

describe('estorno', () => {
  it('only the dispatcher voids, with a reason; the payment stays listed and stops counting', async () => {
    const first = (await ledger()).payments[0];
    const url = `/api/services/${serviceId}/payments/${first.id}/void`;
    expect((await t.request({ method: 'POST', url, cookie: beto, body: { reason: 'Erro' } })).statusCode).toBe(403);
    const noReason = await t.request({ method: 'POST', url, cookie: ana, body: { reason: ' ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: 'Informe o motivo do estorno' });
    const res = await t.request({ method: 'POST', url, cookie: ana, body: { reason: 'PIX devolvido pelo banco' } });
    expect(res.statusCode).toBe(200);
    const l = res.json();
    expect(l.payments).toHaveLength(3);
    expect(l.payments[0]).toMatchObject({ voidReason: 'PIX devolvido pelo banco', voidedByName: 'Ana' });
    expect(l.payments[0].voidedAt).not.toBeNull();
    // R$ 650,00 − R$ 200,00: the credit is gone, nothing owed either.
    expect(l.service).toMatchObject({ paid: 45000, balance: 10000, credit: 0 });
    expect(l.totals.payments).toBe(45000);
    expect((await stored()).valorPagoCents).toBe(45000);
    const again = await t.request({ method: 'POST', url, cookie: ana, body: { reason: 'De novo' } });
    expect(again.statusCode).toBe(409);
    expect(await t.db.select().from(servicePayments).where(eq(servicePayments.serviceId, serviceId))).toHaveLength(3);
  });
});

describe('expenses', () => {
  it('records what the agency paid for the customer, apart from valor pago, and voids it', async () => {
    const url = `/api/services/${serviceId}/expenses`;
    const res = await t.request({
      method: 'POST',
      url,
      cookie: beto,
      body: { paidOn: today, kind: 'taxa_detran', method: 'boleto', amount: '183,24', note: 'DUDA 001-9' },
    });
    expect(res.statusCode).toBe(201);
    const l = res.json();
    expect(l.expenses[0]).toMatchObject({ kind: 'taxa_detran', method: 'boleto', amount: 18324, note: 'DUDA 001-9', createdByName: 'Beto' });
    expect(l.totals).toEqual({ payments: 45000, expenses: 18324 });
    expect(l.service.paid).toBe(45000);
    const bad = await t.request({ method: 'POST', url, cookie: ana, body: { paidOn: today, kind: 'almoco', method: 'pix', amount: 100 } });
    expect(bad.json().error.fields).toEqual({ kind: 'Selecione o tipo de despesa' });
    const voided = await t.request({ method: 'POST', url: `${url}/${l.expenses[0].id}/void`, cookie: ana, body: { reason: 'Guia em duplicidade' } });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().totals.expenses).toBe(0);
    expect(voided.json().expenses).toHaveLength(1);
  });
});

describe('receipts', () => {
  it('prints a payment with its number, payer, amount in figures and words, method and receiver', async () => {
    const l = await ledger();
    const beto50 = l.payments[1];
    const res = await t.request({ url: `/api/services/${serviceId}/payments/${beto50.id}/receipt.pdf`, cookie: ana });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'RECIBO Nº 2',
      'José da Conceição',
      '529.982.247-25',
      'R$ 50,00',
      'cinquenta reais',
      'Dinheiro',
      'Beto',
      'Agência A',
      'ABC-1234',
      'Transferência de propriedade',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('CANCELADO');
  });

  it("a voided payment's receipt says it was cancelled", async () => {
    const first = (await ledger()).payments[0];
    const text = pdfText((await t.request({ url: `/api/services/${serviceId}/payments/${first.id}/receipt.pdf`, cookie: beto })).rawPayload);
    expect(text).toContain('CANCELADO');
    expect(text).toContain('PIX devolvido pelo banco');
    expect(text).toContain('duzentos reais');
  });
});

describe('tenant isolation', () => {
  it("another agency's service, payment or receipt is 404 and nothing changes", async () => {
    const l = await ledger();
    const paymentId = l.payments[1].id;
    const calls: [string, string, unknown][] = [
      ['GET', `/api/services/${serviceId}/ledger`, undefined],
      ['POST', `/api/services/${serviceId}/payments`, { paidOn: today, method: 'pix', amount: 100 }],
      ['POST', `/api/services/${serviceId}/expenses`, { paidOn: today, kind: 'outro', method: 'pix', amount: 100 }],
      ['POST', `/api/services/${serviceId}/payments/${paymentId}/void`, { reason: 'Intruso' }],
      ['GET', `/api/services/${serviceId}/payments/${paymentId}/receipt.pdf`, undefined],
      ['GET', `/api/services/not-a-uuid/ledger`, undefined],
    ];
    for (const [method, url, body] of calls) expect((await t.request({ method, url, cookie: bia, body })).statusCode, url).toBe(404);
    // A's payment under a service of B's own is not found either.
    const mine = await t.request({ method: 'POST', url: '/api/registrations', cookie: bia, body: registration() });
    const other = mine.json().service.id;
    expect((await t.request({ url: `/api/services/${other}/payments/${paymentId}/receipt.pdf`, cookie: bia })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/services/${other}/payments/${paymentId}/void`, cookie: bia, body: { reason: 'x' } })).statusCode).toBe(
      404,
    );
    const [row] = await t.db
      .select()
      .from(servicePayments)
      .where(and(eq(servicePayments.id, paymentId)));
    expect(row!.voidedAt).toBeNull();
    expect((await t.request({ url: `/api/services/${serviceId}/ledger` })).statusCode).toBe(401);
  });
});
