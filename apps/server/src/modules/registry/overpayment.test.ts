import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { services } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { registration } from '../../testing/registry-factory.ts';

// Issue 12: "Valor pago" above the total saved silently and the receipt printed
// "Saldo a pagar -R$ 844,96". Decision 017: the server asks for a confirmation, the receipt
// shows the customer's credit. Decision 025 moved the question to the ledger's payment: Cadastro
// no longer writes valor pago, and a save never asks.

let t: TestApp;
let a: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(a, { name: 'Agência A' });
});
afterAll(async () => t.close());

const save = (body: unknown) => t.request({ method: 'POST', url: '/api/registrations', cookie: a, body });
const pay = (serviceId: string, amount: string, confirmOverpayment?: boolean) =>
  t.request({ method: 'POST', url: `/api/services/${serviceId}/payments`, cookie: a, body: { paidOn: todayIso(), method: 'pix', amount, confirmOverpayment } });

describe('an amount paid above the total', () => {
  let id: string;

  it('is refused without a confirmation, with a pt-BR message on the amount, and nothing is saved', async () => {
    // R$ 250,00 of DETRAN fees + R$ 300,00 of honorários = R$ 550,00; R$ 1.394,96 paid is R$ 844,96 too much.
    id = (await save(registration())).json().service.id;
    const res = await pay(id, '1.394,96');
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('OVERPAYMENT');
    expect(error.message).toBe(
      'O valor pago (R$ 1.394,96) é maior que o total do serviço (R$ 550,00). Confirme para registrar a diferença como crédito do cliente.',
    );
    expect(error.fields).toEqual({ amount: error.message });
    const [row] = await t.db.select().from(services).where(eq(services.id, id));
    expect(row!.valorPagoCents).toBe(0);
  });

  it('is saved when confirmed', async () => {
    const res = await pay(id, '1.394,96', true);
    expect(res.statusCode).toBe(201);
    expect(res.json().service).toMatchObject({ paid: 139496, total: 55000, credit: 84496, balance: 0 });
    const detail = (await t.request({ url: `/api/services/${id}`, cookie: a })).json();
    expect(detail.service).toMatchObject({ valorPago: 139496, total: 55000, saldo: -84496 });
  });

  it('saving the record again keeps the credit without asking; any further payment asks again', async () => {
    const { ownerId, vehicleId } = (await t.request({ url: `/api/services/${id}`, cookie: a })).json().service;
    const again = registration({ owner: { id: ownerId }, vehicle: { id: vehicleId }, service: { id, observacoes: 'Cliente volta amanhã' } });
    expect((await save(again)).statusCode).toBe(200);
    expect((await pay(id, '0,01')).statusCode).toBe(400);
    const [row] = await t.db.select().from(services).where(eq(services.id, id));
    expect(row!.valorPagoCents).toBe(139496);
  });

  it("prints as the customer's credit on both receipts and the Estatístico cover, never as a negative balance", async () => {
    for (const url of [`/api/services/${id}/receipt.pdf`, `/api/library/recibo.pdf?serviceId=${id}`, `/api/library/capa-estatistico.pdf?serviceId=${id}`]) {
      const res = await t.request({ url, cookie: a });
      expect(res.statusCode, url).toBe(200);
      const text = pdfText(res.rawPayload);
      expect(text, url).toContain('Crédito do cliente');
      expect(text, url).toContain('R$ 844,96');
      expect(text, url).not.toContain('-R$');
      expect(text, url).not.toContain('Saldo a pagar');
    }
  });
});

describe('pass-throughs on the receipt', () => {
  it('groups DETRAN fees with the vehicle debts, apart from the agency subtotal', async () => {
    const res = await save(
      registration({
        owner: { nome: 'Maria', cpf: '111.444.777-35' },
        vehicle: { placa: 'RIO2A18', renavam: '12345678900', chassis: '' },
        service: { valor: '183,24', duvidas: '950,50', honorarios: '250,00', extras: '30,00' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().service.id;
    expect((await pay(id, '500,00')).statusCode).toBe(201);
    const text = pdfText((await t.request({ url: `/api/services/${id}/receipt.pdf`, cookie: a })).rawPayload);
    // Repasses R$ 1.133,74; the agency's R$ 280,00; total R$ 1.413,74; R$ 913,74 still owed.
    for (const expected of [
      'Repasses (DETRAN e débitos)',
      'R$ 1.133,74',
      'Subtotal do despachante',
      'R$ 280,00',
      'R$ 1.413,74',
      'Saldo a pagar',
      'R$ 913,74',
      'quinhentos reais',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Crédito do cliente');
  });
});
