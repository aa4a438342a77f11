import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAIXA_PDF_ENTRIES_MAX, caixaMessages as m } from '@despacha/domain/caixa/messages';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfPageCount, pdfText } from '../../testing/pdf-text.ts';
import { memberWithService, seedCaixa, serviceNumberOf, type Member } from './caixa-fixture.ts';

let t: TestApp;
let a: Member;
let b: Member;
let numberA: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await memberWithService(t, 'Ana Caixa', 'ana@caixa-a.com.br', { name: 'Despachante Alfa' }, 'Maria do Caixa');
  b = await memberWithService(t, 'Bia Caixa', 'bia@caixa-b.com.br', { name: 'Despachante Beta', cnpj: '12.ABC.345/01DE-35' }, 'Pedro Outro');
  await seedCaixa(t, a, b);
  numberA = await serviceNumberOf(t, a);
});
afterAll(async () => t.close());

const exported = (cookie: string, format: string, period = 'from=2026-11-01&to=2026-11-30') =>
  t.request({ url: `/api/caixa/export?${period}&format=${format}`, cookie });

describe('GET /api/caixa/export', () => {
  it('writes CSV as UTF-8 with BOM and ";": opening, entries, day subtotals, totals per method, closing', async () => {
    const res = await exported(a.cookie, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="caixa-2026-11-01-a-2026-11-30.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(lines[0]).toEqual(['Data', 'Hora', 'Serviço', 'Proprietário', 'Descrição', 'Forma', 'Entrada (R$)', 'Saída (R$)', 'Saldo (R$)', 'Responsável']);
    expect(lines[1]).toEqual(['01/11/2026', '', '', '', m.opening, '', '', '', '75,00', '']);
    expect(lines[2]!.slice(0, 4)).toEqual(['02/11/2026', '09:05', String(numberA), 'Maria do Caixa']);
    expect(lines[2]!.slice(5)).toEqual(['Dinheiro', '300,00', '', '375,00', 'Ana Caixa']);
    expect(lines[3]).toEqual([
      '02/11/2026',
      '10:00',
      String(numberA),
      'Maria do Caixa',
      'Taxas DETRAN / DUDA · DUDA 123',
      'PIX',
      '',
      '200,00',
      '175,00',
      'Ana Caixa',
    ]);
    expect(lines[4]).toEqual(['02/11/2026', '', '', '', 'Subtotal de 02/11/2026', '', '300,00', '200,00', '175,00', '']);
    const labelled = Object.fromEntries(lines.filter((l) => l[1] === '').map((l) => [l[4], l.slice(6, 9)]));
    expect(labelled['Subtotal de 03/11/2026']).toEqual(['150,00', '0,00', '325,00']);
    expect(labelled[m.periodTotal]).toEqual(['460,00', '200,00', '']);
    expect(labelled['Total PIX']).toEqual(['0,00', '200,00', '-200,00']);
    expect(labelled['Total Não informado']).toEqual(['10,00', '0,00', '10,00']);
    expect(labelled['Total Boleto']).toBeUndefined();
    expect(lines.at(-1)).toEqual(['30/11/2026', '', '', '', m.closing, '', '', '', '335,00', '']);
    // The voided boleto of 500,00 and the December payment are not in November's caixa.
    expect(bytes.toString('utf8')).not.toMatch(/500,00|77,77|1\.?234,56/);
  });

  it('writes XLSX with typed cells: dates as dates, amounts as numbers in R$ format', async () => {
    const res = await exported(a.cookie, 'xlsx');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Caixa');
    const entry = sheet.getRow(3);
    expect(entry.getCell(1).value).toEqual(new Date('2026-11-02T00:00:00Z'));
    expect(entry.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(entry.getCell(3).value).toBe(numberA);
    expect(entry.getCell(7).value).toBe(300);
    expect(entry.getCell(7).numFmt).toContain('"R$"');
    expect(entry.getCell(8).value).toBeNull();
    expect(entry.getCell(9).value).toBe(375);
    const last = sheet.getRow(sheet.rowCount);
    expect([last.getCell(5).value, last.getCell(9).value]).toEqual([m.closing, 335]);
  });

  it("prints an A4 landscape PDF under the agency's letterhead, with the totals and balances", async () => {
    const res = await exported(a.cookie, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Despachante Alfa',
      'CNPJ 11.222.333/0001-81',
      'agencia@teste.com.br',
      'Caixa',
      'Período: 01/11/2026 a 30/11/2026',
      m.opening,
      'Maria do Caixa',
      'Subtotal de 05/11/2026',
      m.periodTotal,
      'Total Cartão',
      m.closing,
      'R$ 335,00',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Pedro Outro');
    expect(pdfPageCount(res.rawPayload)).toBe(1);
    // A4 landscape, in points.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it("exports an empty period with its balances, and only the caller's agency", async () => {
    const res = await exported(b.cookie, 'csv', 'from=2026-10-01&to=2026-10-31');
    const lines = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Data;Hora;Serviço;Proprietário;Descrição;Forma;Entrada (R$);Saída (R$);Saldo (R$);Responsável',
      `01/10/2026;;;;${m.opening};;;;0,00;`,
      `31/10/2026;;;;${m.periodTotal};;0,00;0,00;;`,
      `31/10/2026;;;;${m.closing};;;;0,00;`,
    ]);
  });

  it('refuses an unknown format or a wrong period', async () => {
    const bad = await exported(a.cookie, 'docx');
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().error.fields)).toEqual([m.formatInvalid]);
    const long = await exported(a.cookie, 'csv', 'from=2025-01-01&to=2026-11-30');
    expect(long.statusCode).toBe(400);
    expect((await t.request({ url: '/api/caixa/export?format=csv' })).statusCode).toBe(401);
  });

  it('writes every entry of a large period to CSV and XLSX, and refuses a PDF too large rather than cutting it', async () => {
    const n = CAIXA_PDF_ENTRIES_MAX + 1;
    await t.db.execute(sql`insert into service_payments (agency_id, service_id, paid_on, method, amount_cents, number, created_at)
      select ${b.agencyId}, ${b.serviceId}, date '2026-09-01' + (g % 30), 'pix', 100, 50000 + g, timestamptz '2026-09-01 12:00-03' + (g % 30) * interval '1 day'
      from generate_series(1, ${n}) g`);
    const period = 'from=2026-09-01&to=2026-09-30';
    const pdf = await exported(b.cookie, 'pdf', period);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().error.message).toBe(m.pdfTooManyEntries);
    const csv = (await exported(b.cookie, 'csv', period)).rawPayload.toString('utf8').trimEnd().split('\r\n');
    const entries = csv.filter((l) => l.includes(';Recibo nº '));
    expect(entries).toHaveLength(n);
    expect(csv.at(-1)).toBe(`30/09/2026;;;;${m.closing};;;;${n.toFixed(2).replace('.', ',')};`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported(b.cookie, 'xlsx', period)).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const receipts = sheet.getColumn(5).values.filter((v) => typeof v === 'string' && v.startsWith('Recibo nº '));
    expect(receipts).toHaveLength(n);
    expect(sheet.getRow(sheet.rowCount).getCell(9).value).toBe(n);
  });
});
