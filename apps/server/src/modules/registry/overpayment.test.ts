import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { services } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { registration } from '../../testing/registry-factory.ts';

// Issue 12: "Valor pago" above the total saved silently and the receipt printed
// "Saldo a pagar -R$ 844,96". Decision 017: the server asks for a confirmation, the receipt
// shows the customer's credit.

let t: TestApp;
let a: string;
type Saved = { owner: { id: string }; vehicle: { id: string }; service: { id: string; valorPago: number; total: number; saldo: number } };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(a, { name: 'Agência A' });
});
afterAll(async () => t.close());

const save = (body: unknown) => t.request({ method: 'POST', url: '/api/registrations', cookie: a, body });
// R$ 250,00 of DETRAN fees + R$ 300,00 of honorários = R$ 550,00; R$ 1.394,96 paid is R$ 844,96 too much.
const overpaid = (service: Record<string, unknown> = {}) => registration({ service: { valorPago: '1.394,96', ...service } });

describe('an amount paid above the total', () => {
  let saved: Saved;

  it('is refused without a confirmation, with a pt-BR message on Valor pago, and nothing is saved', async () => {
    const res = await save(overpaid());
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('OVERPAYMENT');
    expect(error.message).toBe('O valor pago (R$ 1.394,96) é maior que o total do serviço (R$ 550,00). Confirme para registrar a diferença como crédito do cliente.');
    expect(error.fields).toEqual({ 'service.valorPago': error.message });
    expect(await t.db.select().from(services)).toHaveLength(0);
  });

  it('is saved when confirmed', async () => {
    const res = await save(overpaid({ confirmOverpayment: true }));
    expect(res.statusCode).toBe(200);
    saved = res.json();
    expect(saved.service).toMatchObject({ valorPago: 139496, total: 55000, saldo: -84496 });
    const [row] = await t.db.select().from(services).where(eq(services.id, saved.service.id));
    expect(row!.valorPagoCents).toBe(139496);
  });

  it('an unchanged credit saves again without asking; a new one asks again', async () => {
    const ids = { owner: { id: saved.owner.id }, vehicle: { id: saved.vehicle.id } };
    const again = registration({ ...ids, service: { id: saved.service.id, valorPago: '1.394,96', observacoes: 'Cliente volta amanhã' } });
    expect((await save(again)).statusCode).toBe(200);
    const more = registration({ ...ids, service: { id: saved.service.id, valorPago: '1.500,00' } });
    expect((await save(more)).statusCode).toBe(400);
    const [row] = await t.db.select().from(services).where(eq(services.id, saved.service.id));
    expect(row!.valorPagoCents).toBe(139496);
  });

  it('prints as the customer\'s credit on both receipts and the Estatístico cover, never as a negative balance', async () => {
    const id = saved.service.id;
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
        service: { valor: '183,24', duvidas: '950,50', honorarios: '250,00', extras: '30,00', valorPago: '500,00' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const text = pdfText((await t.request({ url: `/api/services/${res.json().service.id}/receipt.pdf`, cookie: a })).rawPayload);
    // Repasses R$ 1.133,74; the agency's R$ 280,00; total R$ 1.413,74; R$ 913,74 still owed.
    for (const expected of ['Repasses (DETRAN e débitos)', 'R$ 1.133,74', 'Subtotal do despachante', 'R$ 280,00', 'R$ 1.413,74', 'Saldo a pagar', 'R$ 913,74']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Crédito do cliente');
  });
});
