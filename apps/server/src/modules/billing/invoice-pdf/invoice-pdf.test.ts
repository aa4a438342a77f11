import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCrc } from '@despacha/domain/billing/pix';
import { defaultBillingSettings } from '@despacha/domain/billing/settings';
import { eq } from 'drizzle-orm';
import { invoices, payments } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';
import { pdfStreams, pdfText } from '../../../testing/pdf-text.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { saveBillingSettings } from '../settings.ts';
import { DUNNING_REASON, setStatusBySystem } from '../system-status-change.ts';

let t: TestApp;
let admin: string;
let dispatcherA: string;
let dispatcherB: string;
let invoiceA: { id: string; number: number };
let invoiceB: { id: string; number: number };

async function invoice(agencyId: string, values: Partial<typeof invoices.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(invoices)
    .values({
      agencyId,
      planId: 'basico',
      amountCents: 25900,
      issuedOn: '2026-03-05',
      dueOn: '2026-03-15',
      status: 'pending',
      periodStart: '2026-03-05',
      periodEnd: '2026-04-04',
      planPriceCents: 19900,
      baseUsers: 3,
      additionalUsers: 2,
      additionalUserPriceCents: 3000,
      ...values,
    })
    .returning({ id: invoices.id, number: invoices.number });
  return row!;
}

const get = (url: string, cookie?: string) => t.request({ url, cookie });
const squeeze = (s: string) => s.replace(/\s+/g, '');
const rectangles = (pdf: Buffer) => pdfStreams(pdf).reduce((n, s) => n + (s.bytes.toString('latin1').match(/ re\b/g)?.length ?? 0), 0);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  dispatcherA = await t.userSession('Ana', 'ana@agencia-a.com.br');
  dispatcherB = await t.userSession('Bia', 'bia@agencia-b.com.br');
  const a = (await t.onboard(dispatcherA, { name: 'Despachante Alfa' })).json().id;
  const b = (await t.onboard(dispatcherB, { name: 'Despachante Beta', cnpj: '11.444.777/0001-61', email: 'beta@teste.com.br' })).json().id;
  invoiceA = await invoice(a);
  invoiceB = await invoice(b);
});
afterAll(async () => t.close());

describe('invoice PDF before the platform has its CNPJ and PIX key', () => {
  it('says the issuer CNPJ and the payment details are "a confirmar" rather than inventing them', async () => {
    const res = await get(`/api/invoices/${invoiceA.id}/pdf`, dispatcherA);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('CNPJ a confirmar');
    expect(text).toContain('Dados para pagamento (PIX): a confirmar');
    expect(text).not.toContain('PIX copia e cola');
    expect(rectangles(res.rawPayload), 'no QR').toBeLessThan(100);
  });
});

describe('invoice PIX', () => {
  it('answers 409 in pt-BR while no PIX key is configured', async () => {
    const res = await get(`/api/invoices/${invoiceA.id}/pix`, dispatcherA);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('O PIX não está configurado. Cadastre a chave PIX e a cidade do recebedor nas configurações de faturamento.');
  });

  it('gives the agency its own invoice BR Code for what is still owed, with an SVG QR', async () => {
    await saveBillingSettings(
      t.db,
      {
        ...defaultBillingSettings,
        pixKey: 'financeiro@despacha.com.br',
        pixMerchantName: 'Despacha Tecnologia',
        pixMerchantCity: 'Rio de Janeiro',
        issuerName: 'Despacha Tecnologia Ltda',
        issuerCnpj: '11.222.333/0001-81',
        issuerAddress: 'Rua do Ouvidor, 50 — Rio de Janeiro/RJ',
      },
      null,
    );
    const res = await get(`/api/invoices/${invoiceA.id}/pix`, dispatcherA);
    expect(res.statusCode, res.body).toBe(200);
    const { brCode, qrSvg } = res.json();
    expect(hasValidCrc(brCode)).toBe(true);
    expect(brCode).toContain('0014br.gov.bcb.pix0126financeiro@despacha.com.br');
    expect(brCode).toContain('5406259.00');
    expect(brCode).toContain(`05${String(3 + String(invoiceA.number).length).padStart(2, '0')}FAT${invoiceA.number}6304`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const agencyA = (await t.db.select().from(invoices)).find((i) => i.id === invoiceA.id)!.agencyId;
    await t.db.insert(payments).values({ agencyId: agencyA, invoiceId: invoiceA.id, method: 'pix', amountCents: 5900, paidOn: '2026-03-06' });
    expect((await get(`/api/invoices/${invoiceA.id}/pix`, dispatcherA)).json().brCode).toContain('5406200.00');
  });

  it('is 404 for another agency invoice; admins read any', async () => {
    expect((await get(`/api/invoices/${invoiceB.id}/pix`, dispatcherA)).statusCode).toBe(404);
    expect((await get(`/api/invoices/${invoiceA.id}/pix`, dispatcherB)).statusCode).toBe(404);
    expect((await get(`/api/invoices/${invoiceB.id}/pix`, admin)).statusCode).toBe(200);
    expect((await get(`/api/invoices/${invoiceB.id}/pix`)).statusCode).toBe(401);
  });

  it('has nothing to pay on a paid invoice', async () => {
    const [row] = await t.db.select().from(invoices);
    const paid = await invoice(row!.agencyId, { status: 'paid', periodStart: '2026-02-05', periodEnd: '2026-03-04' });
    expect((await get(`/api/invoices/${paid.id}/pix`, admin)).statusCode).toBe(409);
  });
});

describe('invoice PDF', () => {
  it('prints issuer, client, number, period, items, total, due date, status and the copia-e-cola', async () => {
    const res = await get(`/api/invoices/${invoiceB.id}/pdf`, dispatcherB);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fatura-${invoiceB.number}.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const piece of [
      'Despacha Tecnologia Ltda',
      'Despachante Beta',
      `Fatura nº ${invoiceB.number}`,
      '05/03/2026 a 04/04/2026',
      'Plano Básico',
      'Usuários adicionais',
      'R$ 30,00',
      'R$ 60,00',
      'R$ 259,00',
      '15/03/2026',
      'Pendente',
      'PIX copia e cola:',
      'CNPJ 11.222.333/0001-81',
      'Chave PIX: financeiro@despacha.com.br',
    ]) {
      expect(text, piece).toContain(piece);
    }
    const { brCode } = (await get(`/api/invoices/${invoiceB.id}/pix`, dispatcherB)).json();
    expect(squeeze(text)).toContain(squeeze(brCode));
    // The QR is drawn as filled squares (pdfmake's { qr }): hundreds of rectangles, where the rest
    // of the page (the item table's rules) draws a few dozen.
    expect(rectangles(res.rawPayload), 'QR modules').toBeGreaterThan(300);
  });

  it('admins print any invoice on the admin route; agencies only their own', async () => {
    const res = await get(`/api/admin/invoices/${invoiceA.id}/pdf`, admin);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain(`Fatura nº ${invoiceA.number}`);
    expect((await get(`/api/admin/invoices/${invoiceA.id}/pdf`, dispatcherA)).statusCode).toBe(403);
    expect((await get(`/api/invoices/${invoiceA.id}/pdf`, dispatcherB)).statusCode).toBe(404);
    expect((await get(`/api/invoices/${invoiceA.id}/pdf`, admin)).statusCode).toBe(403);
    expect((await get('/api/invoices/00000000-0000-4000-8000-000000000000/pdf', dispatcherA)).statusCode).toBe(404);
  });
});

describe('a suspended agency pays its way back', () => {
  it('reads its PIX and PDF while blocked; the covering payment reactivates it at once', async () => {
    const [row] = await t.db.select({ agencyId: invoices.agencyId }).from(invoices).where(eq(invoices.id, invoiceB.id));
    const agencyB = row!.agencyId;
    await t.db.update(invoices).set({ status: 'overdue' }).where(eq(invoices.id, invoiceB.id));
    await setStatusBySystem(t.db, agencyB, 'suspended', DUNNING_REASON, new Date());
    t.app.forgetAgency(agencyB);

    expect((await get('/api/requests', dispatcherB)).json().error?.code).toBe('AGENCY_SUSPENDED');
    expect((await get(`/api/invoices/${invoiceB.id}/pdf`, dispatcherB)).statusCode).toBe(200);
    const pix = await get(`/api/invoices/${invoiceB.id}/pix`, dispatcherB);
    expect(pix.statusCode).toBe(200);
    expect(pix.json().brCode).toContain('5406259.00');

    const paid = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoiceB.id}/payments`,
      cookie: admin,
      body: { method: 'pix', paidOn: todayIso(), amountCents: 25900 },
    });
    expect(paid.json()).toMatchObject({ invoiceStatus: 'paid', agencyReactivated: true });
    expect((await get('/api/requests', dispatcherB)).statusCode).toBe(200);
    expect((await get(`/api/invoices/${invoiceB.id}/pix`, dispatcherB)).statusCode).toBe(409);
    // Paid: the PDF says so and carries no PIX.
    const pdf = (await get(`/api/invoices/${invoiceB.id}/pdf`, dispatcherB)).rawPayload;
    expect(pdfText(pdf)).toContain('Paga');
    expect(pdfText(pdf)).not.toContain('PIX copia e cola');
    expect(pdfText(pdf)).not.toContain('a confirmar');
    expect(rectangles(pdf)).toBeLessThan(100);
  });
});
