import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaixaResponse } from '@despacha/domain/contracts/caixa';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { agencyWithVehicle, createOrigin, insertService, standardSettings, type Agency } from './commission-fixture.ts';

// A settled commission in the caixa and its per-day sums (ledger_days, migration 0035), and the
// statement's exports.

let t: TestApp;
let a: Agency;
let originId: string;
let receiving: string;
const s: Record<string, { id: string; number: number }> = {};

beforeAll(async () => {
  t = await createTestApp();
  a = await agencyWithVehicle(t, 'Ana Livro', 'ana@comissao-livro.com.br', { name: 'Despachante Alfa' });
  originId = await createOrigin(t, a, 'Auto Center Barra');
  receiving = await createOrigin(t, a, 'Oficina; "Parceira" Ltda');
  s.one = await insertService(t, a, { originId, servico: 'transferencia', honorariosCents: 30_000, dataProc: '2026-10-05' });
  s.two = await insertService(t, a, { originId, servico: 'licenciamento', honorariosCents: 20_000, dataProc: '2026-10-06' });
  s.three = await insertService(t, a, { originId: receiving, servico: 'transferencia', honorariosCents: 40_000, dataProc: '2026-10-07' });
  await t.request({ method: 'PUT', url: `/api/origins/${originId}/settings`, cookie: a.cookie, body: standardSettings });
  await t.request({
    method: 'PUT',
    url: `/api/origins/${receiving}/settings`,
    cookie: a.cookie,
    body: { direction: 'receive', rules: [{ servico: '', mode: 'fixed', amount: '25,00' }] },
  });
});
afterAll(async () => t.close());

const settle = async (origin: string, serviceIds: string[], method: string) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/commissions/settle',
    cookie: a.cookie,
    body: { originId: origin, serviceIds, paidOn: '2026-10-20', method, note: 'Acerto' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { entryIds: string[] };
};
const caixaOf = async (query = '?from=2026-10-20&to=2026-10-20') => (await t.request({ url: `/api/caixa${query}`, cookie: a.cookie })).json() as CaixaResponse;
const dayRow = async (day: string) =>
  (
    (await t.db.execute(
      sql`select in_cents::int as "in", out_cents::int as "out" from ledger_days where agency_id = ${a.agencyId} and day = ${day}::date`,
    )) as { rows: { in: number; out: number }[] }
  ).rows[0];

describe('the caixa records a settled commission', () => {
  it('paid to the origin as money out, received from it as money in, each named by its origin', async () => {
    await settle(originId, [s.one!.id, s.two!.id], 'transferencia');
    await settle(receiving, [s.three!.id], 'pix');
    const c = await caixaOf();
    expect(c).toMatchObject({ inCents: 2_500, outCents: 8_000, netCents: -5_500, entryCount: 3 });
    // One settlement's entries share their instant: the caixa orders them by id, so they are compared by service.
    const entries = [...c.days[0]!.entries].sort((x, y) => x.serviceNumber - y.serviceNumber);
    expect(entries.map((e) => [e.kind, e.serviceNumber, e.description, e.methodLabel, e.inCents, e.outCents])).toEqual([
      ['commission', s.one!.number, `${m.ledgerNote('Auto Center Barra')} · Acerto`, 'Transferência', 0, 3_000],
      ['commission', s.two!.number, `${m.ledgerNote('Auto Center Barra')} · Acerto`, 'Transferência', 0, 5_000],
      ['commission', s.three!.number, `${m.ledgerNote('Oficina; "Parceira" Ltda')} · Acerto`, 'PIX', 2_500, 0],
    ]);
    expect(c.days[0]!.entries.at(-1)).toMatchObject({ balanceCents: -5_500 });
    expect(entries.at(-1)).toMatchObject({ who: 'Ana Livro', ownerName: 'José da Conceição' });
    expect(c.byMethod.find((x) => x.method === 'transferencia')).toMatchObject({ outCents: 8_000 });
    expect(await dayRow('2026-10-20')).toEqual({ in: 2_500, out: 8_000 });
    // The next day opens with it.
    expect((await caixaOf('?from=2026-10-21&to=2026-10-21')).openingCents).toBe(-5_500);
  });

  it("voided, leaves the caixa's live entries and sums for its voided list", async () => {
    const entryId = (await caixaOf()).days[0]!.entries.find((e) => e.serviceNumber === s.two!.number)!.id;
    const res = await t.request({ method: 'POST', url: `/api/commissions/${entryId}/void`, cookie: a.cookie, body: { reason: 'Lançada em duplicidade' } });
    expect(res.statusCode, res.body).toBe(200);
    const c = await caixaOf();
    expect(c).toMatchObject({ inCents: 2_500, outCents: 3_000, entryCount: 2 });
    expect(c.voided).toEqual([
      expect.objectContaining({ id: entryId, kind: 'commission', outCents: 5_000, balanceCents: null, voidReason: 'Lançada em duplicidade' }),
    ]);
    expect(await dayRow('2026-10-20')).toEqual({ in: 2_500, out: 3_000 });
    const csv = (await t.request({ url: '/api/caixa/export?from=2026-10-20&to=2026-10-20&format=csv', cookie: a.cookie })).rawPayload.toString('utf8');
    expect(csv).toContain(`${m.ledgerNote('Auto Center Barra')} · Acerto;Transferência;;30,00`);
  });
});

describe('GET /api/commissions/export', () => {
  const url = (format: string, origin = originId) => `/api/commissions/export?originId=${origin}&from=2026-10-01&to=2026-10-31&format=${format}`;

  it('writes CSV (UTF-8 with BOM, ";") with a line per service and the totals', async () => {
    const res = await t.request({ url: url('csv'), cookie: a.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="comissoes-auto-center-barra-2026-10-01-a-2026-10-31.csv"');
    const lines = res.rawPayload
      .toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(lines[0]).toEqual(['Nº', 'Data', 'Placa', 'Serviço', 'Cliente', 'Honorários (R$)', 'Regra', 'Comissão (R$)', 'Situação']);
    expect(lines[1]).toEqual([
      String(s.one!.number),
      '05/10/2026',
      'ABC1234',
      expect.any(String),
      'José da Conceição',
      '300,00',
      '10% dos honorários',
      '30,00',
      m.paid('20/10/2026'),
    ]);
    // Voided: open again, at the rule's amount.
    expect(lines[2]).toEqual([
      String(s.two!.number),
      '06/10/2026',
      'ABC1234',
      expect.any(String),
      'José da Conceição',
      '200,00',
      'R$ 50,00',
      '50,00',
      m.unpaid,
    ]);
    expect(lines.slice(3).map((l) => [l[3], l[5], l[7]])).toEqual([
      [m.totals.honorarios, '500,00', ''],
      [m.totals.commission, '', '80,00'],
      [m.totals.settled, '', '30,00'],
      [m.totals.open, '', '50,00'],
    ]);
  });

  it("writes XLSX with typed cells and a PDF under the agency's letterhead", async () => {
    const xlsx = await t.request({ url: url('xlsx', receiving), cookie: a.cookie });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="comissoes-oficina-parceira-ltda-2026-10-01-a-2026-10-31.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]!.getRow(2);
    expect(row.getCell(2).value).toEqual(new Date('2026-10-07T00:00:00Z'));
    expect(row.getCell(8).value).toBe(25);
    expect(row.getCell(9).value).toBe(m.received('20/10/2026'));
    const pdf = await t.request({ url: url('pdf'), cookie: a.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Despachante Alfa');
    expect(text).toContain('Auto Center Barra');
    expect(text).toContain(m.totals.open);
  });

  it('refuses an unknown format, and another origin id is not found', async () => {
    expect((await t.request({ url: url('doc'), cookie: a.cookie })).statusCode).toBe(400);
    expect((await t.request({ url: url('csv', '00000000-0000-4000-8000-000000000000'), cookie: a.cookie })).statusCode).toBe(404);
  });
});
