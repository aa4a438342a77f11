import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeMessages } from '@despacha/domain/money/fee-display';
import { reportMessages } from '@despacha/domain/reports/messages';
import { todayIso } from '../../lib/dates.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { pdfRuns } from '../../testing/pdf-runs.ts';

// Decision 078 (issue 35 §1): a service whose type has no confirmed DETRAN fee for the year is
// saved with the fee "a confirmar" (null), never 0; the API returns null; receipts and capas print
// "a confirmar" and totals "+ taxa DETRAN a confirmar"; reports count it as not known; a user types
// the fee later.

let t: TestApp;
let a: string;
let serviceId: string;
let ids: { owner: { id: string }; vehicle: { id: string } };

const text = (pdf: Buffer) =>
  pdfRuns(pdf)
    .map((r) => r.text)
    .join('');
const save = (service: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration({ ...ids, service: { servico: 'transferencia', ...service } }) });

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(a, { name: 'Agência Taxa' });
  // Transferência has no confirmed fee in any year (docs/service-fees-sources.md): blank stays "a confirmar".
  const saved = await t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie: a,
    body: registration({ service: { servico: 'transferencia', valor: '', honorarios: '300,00' } }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  serviceId = saved.json().service.id;
  ids = { owner: { id: saved.json().owner.id }, vehicle: { id: saved.json().vehicle.id } };
  const paid = await t.request({
    method: 'POST',
    url: `/api/services/${serviceId}/payments`,
    cookie: a,
    body: { paidOn: todayIso(), method: 'pix', amount: 10000 },
  });
  expect(paid.statusCode, paid.body).toBe(201);
});
afterAll(async () => t.close());

describe('a service whose DETRAN fee is "a confirmar"', () => {
  it('is created with the fee null, not 0, and the API returns null with the known total and saldo', async () => {
    const res = await t.request({ url: `/api/services/${serviceId}`, cookie: a });
    expect(res.statusCode).toBe(200);
    expect(res.json().service).toMatchObject({ valor: null, honorarios: 30000, total: 30000, valorPago: 10000, saldo: 20000 });
    const ledger = (await t.request({ url: `/api/services/${serviceId}/ledger`, cookie: a })).json();
    expect(ledger.service).toMatchObject({ valor: null, total: 30000, balance: 20000, credit: 0 });
  });

  it('prints "a confirmar" on the Recibo, the library Recibo and the Capa Estatístico, never R$ 0,00 as the fee', async () => {
    for (const url of [
      `/api/services/${serviceId}/receipt.pdf`,
      `/api/library/recibo.pdf?serviceId=${serviceId}`,
      `/api/library/capa-estatistico.pdf?serviceId=${serviceId}`,
    ]) {
      const res = await t.request({ url, cookie: a });
      expect(res.statusCode, url).toBe(200);
      const printed = text(res.rawPayload);
      expect(printed, url).toMatch(/Taxas do DETRAN( \(repasse\))?a confirmar/);
      expect(printed, url).not.toMatch(/Taxas do DETRAN( \(repasse\))?R\$ 0,00/);
      expect(printed, url).toContain(feeMessages.plusFeeToConfirm('R$ 300,00'));
      expect(printed, url).toContain(feeMessages.plusFeeToConfirm('R$ 200,00'));
    }
  });

  it("tells the customer's tracking page the amount due leaves the fee out", async () => {
    const shared = await t.request({ method: 'POST', url: `/api/services/${serviceId}/tracking/links`, cookie: a });
    expect(shared.statusCode, shared.body).toBe(201);
    const page = await t.request({ url: `/acompanhar/${(shared.json().url as string).split('/acompanhar/')[1]}`, ip: t.nextIp() });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(feeMessages.plusFeeToConfirm('R$ 200,00'));
  });

  it('takes the fee typed later, and a blank on an edit is "a confirmar" again; 0,00 stays an exemption', async () => {
    const typed = await save({ id: serviceId, valor: '123,45', honorarios: '300,00' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().service).toMatchObject({ valor: 12345, total: 42345, saldo: 32345 });
    const receipt = text((await t.request({ url: `/api/services/${serviceId}/receipt.pdf`, cookie: a })).rawPayload);
    expect(receipt).toContain('R$ 123,45');
    expect(receipt).not.toContain(feeMessages.toConfirm);
    const exempt = await save({ id: serviceId, valor: '0,00', honorarios: '300,00' });
    expect(exempt.json().service.valor).toBe(0);
    const blank = await save({ id: serviceId, valor: null, honorarios: '300,00' });
    expect(blank.json().service).toMatchObject({ valor: null, total: 30000 });
  });

  it('counts in the reports as not known: the row says "a confirmar", the totals leave it out and say how many', async () => {
    const other = await save({ valor: '50,00', honorarios: '100,00' });
    expect(other.statusCode, other.body).toBe(200);
    const filters = { from: todayIso(), to: todayIso() };
    const res = await t.request({ method: 'POST', url: '/api/reports/geral/generate', cookie: a, body: { filters } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const rows = body.rows as Record<string, unknown>[];
    expect(rows.map((r) => r.detranFee)).toEqual(['a confirmar', 'R$ 50,00']);
    expect(body.totals).toMatchObject({ feesToConfirm: 1, total: 30000 + 15000, balance: 20000 + 15000 });
    expect(reportMessages.totalsRow(2, body.totals.feesToConfirm)).toBe('Total (2 serviços) — 1 serviço com taxa DETRAN a confirmar (fora da soma)');
    const byOrigin = (await t.request({ method: 'POST', url: '/api/reports/por-origem/generate', cookie: a, body: { filters } })).json();
    expect(byOrigin.columns.map((c: { key: string }) => c.key)).toContain('feesToConfirm');
    expect(byOrigin.totals).toMatchObject({ services: 2, feesToConfirm: 1, total: 45000 });

    // The CSV export: the fee column says "a confirmar", the totals row says what it left out.
    const started = await t.request({ method: 'POST', url: '/api/reports/geral/exports', cookie: a, body: { filters, format: 'csv' } });
    expect(started.statusCode, started.body).toBe(202);
    const runId = started.json().run.id as string;
    for (let i = 0; i < 400 && (await t.request({ url: `/api/report-runs/${runId}`, cookie: a })).json().status === 'running'; i++)
      await new Promise((r) => setTimeout(r, 25));
    const lines = (await t.request({ url: `/api/report-runs/${runId}/download`, cookie: a })).rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[1]).toContain(';a confirmar;300,00;100,00;200,00');
    expect(lines.at(-1)).toContain('Total (2 serviços) — 1 serviço com taxa DETRAN a confirmar (fora da soma)');
    expect(lines.at(-1)).toContain(';450,00;100,00;350,00');
  });

  it('holds a payment beyond the known part for the fee: no credit to give back or carry until the fee is known', async () => {
    const paid = await t.request({
      method: 'POST',
      url: `/api/services/${serviceId}/payments`,
      cookie: a,
      body: { paidOn: todayIso(), method: 'pix', amount: 25000 },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const ledger = (await t.request({ url: `/api/services/${serviceId}/ledger`, cookie: a })).json();
    expect(ledger.service).toMatchObject({ valor: null, total: 30000, paid: 35000, balance: 0, credit: 0 });
    const refund = await t.request({
      method: 'POST',
      url: `/api/services/${serviceId}/refunds`,
      cookie: a,
      body: { paidOn: todayIso(), method: 'pix', amount: 1000 },
    });
    expect(refund.statusCode).toBe(400);
    // Once the fee is typed, the figures are complete: R$ 50,00 of fee leaves R$ 0,00 owed and R$ 0,00 of credit.
    const typed = await save({ id: serviceId, valor: '50,00', honorarios: '300,00' });
    expect(typed.json().service).toMatchObject({ valor: 5000, total: 35000, saldo: 0 });
  });
});
