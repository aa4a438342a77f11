import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { defaultBillingSettings } from '@despacha/domain/billing/settings';
import { agencies, invoices, payments } from '../../../db/schema/index.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { saveBillingSettings } from '../settings.ts';
import { listBillingInvoices } from './queries.ts';

let t: TestApp;
let admin: string;
let dispatcher: string;
const ids: Record<string, string> = {};
const inv: Record<string, { id: string; number: number }> = {};

async function agency(key: string, name: string, planId: string, status: string, additionalUsers = 0) {
  const [row] = await t.db
    .insert(agencies)
    .values({ name, email: `${key}@fat.com.br`, cnpj: `cnpj-${key}`, planId, status, additionalUsers })
    .returning({ id: agencies.id });
  ids[key] = row!.id;
}
async function invoice(key: string, agencyKey: string, planId: string, amountCents: number, issuedOn: string, status: string) {
  const dueOn = issuedOn.replace(/-(\d\d)$/, (_, d: string) => `-${String(Number(d) + 10).padStart(2, '0')}`);
  const [row] = await t.db
    .insert(invoices)
    .values({ agencyId: ids[agencyKey]!, planId, amountCents, issuedOn, dueOn, status, periodStart: issuedOn })
    .returning({ id: invoices.id, number: invoices.number });
  inv[key] = row!;
}
const pay = (invoiceKey: string, agencyKey: string, method: string, amountCents: number, paidOn: string, status = 'confirmed') =>
  t.db
    .insert(payments)
    .values({ agencyId: ids[agencyKey]!, invoiceId: inv[invoiceKey]!.id, method, amountCents, paidOn, status, reference: `ref-${invoiceKey}` });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona', OWNER_EMAIL);
  dispatcher = await t.userSession('Diana', 'diana@fat.com.br');
  await t.onboard(dispatcher, { name: 'Agência da Diana' });
  // Alfa: Básico (R$ 199) with 2 additional users at R$ 50 = R$ 299 a month. Beta: Avançado, R$ 699.
  await agency('a', 'Despachante Alfa', 'basico', 'active', 2);
  await agency('b', 'Despachante Beta', 'avancado', 'active');
  await invoice('a0', 'a', 'basico', 29900, '2025-12-05', 'paid');
  await invoice('a1', 'a', 'basico', 29900, '2026-01-05', 'paid');
  await invoice('a2', 'a', 'basico', 29900, '2026-02-05', 'pending');
  await invoice('b0', 'b', 'avancado', 69900, '2025-12-10', 'paid');
  await invoice('b1', 'b', 'avancado', 69900, '2026-01-10', 'overdue');
  await invoice('b2', 'b', 'avancado', 69900, '2026-02-10', 'cancelled');
  await invoice('b3', 'b', 'avancado', 69900, '2026-02-12', 'paid');
  await pay('a0', 'a', 'pix', 29900, '2025-12-06');
  await pay('a1', 'a', 'pix', 29900, '2026-01-08');
  await pay('a2', 'a', 'boleto', 10000, '2026-02-06');
  await pay('a2', 'a', 'cartao', 5000, '2026-02-07', 'failed');
  await pay('b0', 'b', 'cartao', 69900, '2025-12-11');
  await pay('b3', 'b', 'transferencia', 69900, '2026-02-15');
  await saveBillingSettings(t.db, { ...defaultBillingSettings, processingFeeBps: { pix: 99, boleto: 250, cartao: 399, transferencia: 0 } }, null);
});
afterAll(async () => t.close());

const get = (url: string, cookie = admin) => t.request({ url, cookie });

describe('Faturamento: who may call it', () => {
  it('anonymous 401, dispatchers 403', async () => {
    for (const url of [
      '/api/admin/billing/summary',
      '/api/admin/billing/invoices',
      '/api/admin/billing/payments',
      '/api/admin/settings/billing',
      '/api/admin/billing/reports/resumo?format=csv&from=2026-01-01&to=2026-01-31',
    ]) {
      expect((await t.request({ url })).statusCode, url).toBe(401);
      expect((await get(url, dispatcher)).statusCode, url).toBe(403);
    }
  });
});

describe('summary cards', () => {
  /*
   * Revenue: confirmed payments 299 + 299 + 100 + 699 + 699 = R$ 2.096,00 (the failed R$ 50 is not).
   * Pending: a2's balance 299 − 100 = R$ 199,00. Overdue: b1, R$ 699,00.
   * Collection: 4 paid of 6 billed (b2 cancelled does not count) = 66,7% → 67.
   */
  it('comes from the rows, the rate rounded', async () => {
    const res = await get('/api/admin/billing/summary');
    expect(res.json()).toEqual({ totalRevenueCents: 209600, pendingCents: 19900, overdueCents: 69900, collectionRate: 67, paidInvoices: 4, totalInvoices: 6 });
  });
});

describe('invoice list', () => {
  it('searches by client name and by number, filters by status and period', async () => {
    const byName = (await get('/api/admin/billing/invoices?q=alfa')).json();
    expect(byName.total).toBe(3);
    expect(byName.items.map((i: { id: string }) => i.id)).toEqual([inv.a2!.id, inv.a1!.id, inv.a0!.id]);
    const byNumber = (await get(`/api/admin/billing/invoices?q=%23${inv.b1!.number}`)).json();
    expect(byNumber.items.map((i: { id: string }) => i.id)).toEqual([inv.b1!.id]);
    const byId = (await get(`/api/admin/billing/invoices?q=${inv.b2!.id.slice(0, 13)}`)).json();
    expect(byId.items.map((i: { id: string }) => i.id)).toEqual([inv.b2!.id]);
    const overdue = (await get('/api/admin/billing/invoices?status=overdue')).json();
    expect(overdue.items).toHaveLength(1);
    expect(overdue.items[0]).toMatchObject({ clientName: 'Despachante Beta', amountCents: 69900, paidCents: 0, status: 'overdue' });
    const feb = (await get('/api/admin/billing/invoices?from=2026-02-01&to=2026-02-28')).json();
    expect(feb.items.map((i: { id: string }) => i.id).sort()).toEqual([inv.a2!.id, inv.b2!.id, inv.b3!.id].sort());
    expect(feb.items.find((i: { id: string }) => i.id === inv.a2!.id).paidCents).toBe(10000);
  });

  it('pages and sorts on the server', async () => {
    const first = await listBillingInvoices(t.db, { page: 1, sort: 'amount', dir: 'asc' }, 2);
    const last = await listBillingInvoices(t.db, { page: 4, sort: 'amount', dir: 'asc' }, 2);
    expect(first.total).toBe(7);
    expect(first.items.map((i) => i.amountCents)).toEqual([29900, 29900]);
    expect(last.items).toHaveLength(1);
    expect(last.items[0]!.amountCents).toBe(69900);
  });

  it('refuses a malformed period', async () => {
    expect((await get('/api/admin/billing/invoices?from=2026-13-45')).statusCode).toBe(400);
    expect((await get('/api/admin/billing/reports/resumo?format=csv&from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
  });
});

describe('payments', () => {
  it('lists by period and method', async () => {
    const res = (await get('/api/admin/billing/payments?from=2026-02-01&to=2026-02-28')).json();
    expect(res.total).toBe(3);
    expect(res.items.map((p: { method: string }) => p.method)).toEqual(['transferencia', 'cartao', 'boleto']);
    const pix = (await get('/api/admin/billing/payments?method=pix')).json();
    expect(pix.items.map((p: { invoiceNumber: number }) => p.invoiceNumber)).toEqual([inv.a1!.number, inv.a0!.number]);
  });
});

describe('period summary and reports', () => {
  /*
   * Jan–Feb 2026, confirmed only: pix 299, boleto 100, transferência 699 → gross R$ 1.098,00.
   * Taxes 10% = 109,80. Fees: pix 0,99% of 299 = 2,96; boleto 2,5% of 100 = 2,50 → 5,46.
   * Net = 1.098,00 − 109,80 − 5,46 = R$ 982,74.
   */
  it('gross, taxes, fees per method, net', async () => {
    const s = (await get('/api/admin/billing/period-summary?from=2026-01-01&to=2026-02-28')).json();
    expect(s).toMatchObject({ grossCents: 109800, taxRateBps: 1000, taxesCents: 10980, feesCents: 546, netCents: 98274 });
    expect(s.feesByMethod).toContainEqual({ method: 'pix', grossCents: 29900, feeBps: 99, feeCents: 296 });
    expect(s.feesByMethod).toContainEqual({ method: 'cartao', grossCents: 0, feeBps: 399, feeCents: 0 });
  });

  it('CSV: BOM, semicolons, pt-BR dates and decimal commas', async () => {
    const res = await get('/api/admin/billing/reports/faturas?format=csv&from=2026-01-01&to=2026-01-31');
    expect(res.headers['content-disposition']).toBe('attachment; filename="faturas-2026-01-01-a-2026-01-31.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      'Número;Cliente;Plano;Emissão;Vencimento;Valor;Pago;Status',
      `${inv.a1!.number};Despachante Alfa;Básico;05/01/2026;15/01/2026;299,00;299,00;Paga`,
      `${inv.b1!.number};Despachante Beta;Avançado;10/01/2026;20/01/2026;699,00;0,00;Vencida`,
    ]);
  });

  it('XLSX: typed cells (numbers in reais, real dates)', async () => {
    const res = await get('/api/admin/billing/reports/pagamentos?format=xlsx&from=2026-02-01&to=2026-02-28');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toEqual(new Date('2026-02-15T00:00:00Z'));
    expect(row.getCell(2).value).toBe(inv.b3!.number);
    expect(row.getCell(3).value).toBe('Despachante Beta');
    expect(row.getCell(4).value).toBe('Transferência');
    expect(row.getCell(5).value).toBe(699);
    expect(row.getCell(5).numFmt).toContain('R$');
  });

  it('the delinquency report lists what is overdue with its balance', async () => {
    const res = await get('/api/admin/billing/reports/inadimplencia?format=csv&from=2026-01-01&to=2026-12-31');
    const lines = res.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${inv.b1!.number};Despachante Beta;20/01/2026;\\d+;699,00;699,00$`));
  });

  it('PDF: the summary, rendered by the worker pool', async () => {
    const res = await get('/api/admin/billing/reports/resumo?format=pdf&from=2026-01-01&to=2026-02-28');
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const s of ['Resumo do período', 'Receita bruta', 'R$ 1.098,00', 'Impostos', 'Receita líquida', 'R$ 982,74']) expect(text).toContain(s);
  });
});

describe('billing settings', () => {
  const valid = { ...defaultBillingSettings, pixKey: '+5521987654321', pixMerchantName: 'DESPACHA LTDA', pixMerchantCity: 'RIO DE JANEIRO', taxRateBps: 1200 };
  const put = (body: unknown, cookie = admin) => t.request({ method: 'PUT', url: '/api/admin/settings/billing', cookie, body });

  it('saves a valid document and reads it back; dispatchers cannot', async () => {
    expect((await put(valid, dispatcher)).statusCode).toBe(403);
    const res = await put(valid);
    expect(res.statusCode).toBe(200);
    expect((await get('/api/admin/settings/billing')).json()).toMatchObject({ pixKey: '+5521987654321', taxRateBps: 1200 });
  });

  it.each([
    ['a CPF key with a wrong check digit', { pixKey: '12345678900' }],
    ['a phone without +55', { pixKey: '21987654321' }],
    ['a merchant name over 25', { pixMerchantName: 'X'.repeat(26) }],
    ['a city over 15', { pixMerchantCity: 'X'.repeat(16) }],
    ['a rate over 10000 bps', { taxRateBps: 10001 }],
    ['a negative fee', { processingFeeBps: { pix: -1, boleto: 0, cartao: 0, transferencia: 0 } }],
  ])('refuses %s', async (_, change) => {
    expect((await put({ ...valid, ...change })).statusCode).toBe(400);
  });

  it.each(['52998224725', '11444777000161', 'pix@despacha.com.br', '+5521987654321', '123e4567-e89b-42d3-a456-426614174000'])(
    'takes the key %s',
    async (pixKey) => {
      expect((await put({ ...valid, pixKey })).statusCode).toBe(200);
    },
  );
});
