import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { reportRuns, services } from '../../db/schema/index.ts';
import os from 'node:os';
import path from 'node:path';
import { localStorage, type Storage } from '../../lib/storage.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { insertBulkServices } from './bulk-dataset.ts';
import { datasetA, insertDataset } from './report-dataset.test-support.ts';

// Issue 15 items 3 and 4 (decision 026): exports run in the background and are stored; parsed
// back, XLSX cells are typed and CSV is BOM + ';'; "baixar novamente" returns the same file.

let t: TestApp;
let ana: string;
let bia: string;
let agencyA: string;
let anaId: string;
const MARCH = { from: '2026-03-01', to: '2026-03-31' };

/** Storage whose writes wait while `held` is set: an export's run stays "running" until released. */
let held: Promise<void> | null = null;
const disk = localStorage(path.join(os.tmpdir(), `despacha-reports-${process.pid}-${Date.now()}`));
const storage: Storage = { ...disk, put: async (key, data) => (await held, disk.put(key, data)) };

beforeAll(async () => {
  t = await createTestApp({ storage });
  ana = await t.userSession('Ana', 'ana@a.com.br');
  agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  anaId = (await t.request({ url: '/api/me', cookie: ana })).json().user.id;
  bia = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(bia, { name: 'Agência B', cnpj: '11.444.777/0001-61' });
  await insertDataset(t.db, agencyA, { ana: anaId, beto: anaId }, datasetA);
});
afterAll(async () => t.close());

type Run = { id: string; status: string; rowsDone: number; rowCount: number; fileName: string | null; format: string };

async function exportRun(kind: string, format: string, filters: Record<string, unknown> = MARCH, cookie = ana): Promise<Run> {
  const res = await t.request({ method: 'POST', url: `/api/reports/${kind}/exports`, cookie, body: { filters, format } });
  expect(res.statusCode, res.body).toBe(202);
  const started: Run = res.json().run;
  expect(started).toMatchObject({ status: 'running', format, fileName: null });
  for (let i = 0; i < 400; i++) {
    const run: Run = (await t.request({ url: `/api/report-runs/${started.id}`, cookie })).json();
    if (run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('export did not finish');
}
const download = (id: string, cookie = ana) => t.request({ url: `/api/report-runs/${id}/download`, cookie });

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('exports', () => {
  it('XLSX: typed cells (dates as dates, money as numbers in R$), a frozen header and a bold totals row', async () => {
    const run = await exportRun('geral', 'xlsx');
    expect(run).toMatchObject({ status: 'done', rowsDone: 5, rowCount: 5, fileName: 'relatorio-geral-2026-03-01-a-2026-03-31.xlsx' });
    const res = await download(run.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="relatorio-geral-2026-03-01-a-2026-03-31.xlsx"');
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Nº',
      'Proprietário',
      'CPF/CNPJ',
      'Placa',
      'RENAVAM',
      'Serviço',
      'Etapa',
      'Status',
      'Aberto em',
      'Prazo',
      'Concluído em',
      'Taxa DETRAN',
      'Total (R$)',
      'Pago (R$)',
      'Saldo (R$)',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(2).value).toBe('Proprietário 1');
    expect(first.getCell(9).value).toBeInstanceOf(Date);
    expect((first.getCell(9).value as Date).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(first.getCell(9).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(11).value).toBeNull();
    // Decision 078: the DETRAN fee as printed (text: "a confirmar" when unknown), then the money.
    expect(first.getCell(12).value).toBe('R$ 250,00');
    expect(first.getCell(13).value).toBe(550);
    expect(first.getCell(13).numFmt).toContain('"R$"');
    expect(first.getCell(15).value).toBe(450);
    // A name that looks like a formula stays text in a spreadsheet cell.
    expect(sheet.getRow(5).getCell(2).value).toBe('=HYPERLINK("http://x")');
    const totals = sheet.getRow(7);
    expect(totals.getCell(2).value).toBe('Total (5 serviços)');
    expect([totals.getCell(13).value, totals.getCell(14).value, totals.getCell(15).value]).toEqual([1460, 900, 610]);
    expect(totals.getCell(13).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('CSV: UTF-8 BOM, ";" and CRLF, pt-BR numbers and dates, formulas neutralised, the totals last', async () => {
    const run = await exportRun('geral', 'csv');
    const res = await download(run.id);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Nº;Proprietário;CPF/CNPJ;Placa;RENAVAM;Serviço;Etapa;Status;Aberto em;Prazo;Concluído em;Taxa DETRAN;Total (R$);Pago (R$);Saldo (R$)',
    );
    expect(lines[1]).toBe(
      '1;Proprietário 1;529.982.247-25;ABC-1001;00639884961;Transferência de propriedade;Na agência;Pendente;02/03/2026;01/01/2099;;R$ 250,00;550,00;100,00;450,00',
    );
    expect(lines[4]).toContain(`;"'=HYPERLINK(""http://x"")";11.222.333/0001-81;`);
    expect(lines[6]).toBe(';Total (5 serviços);;;;;;;;;;;1460,00;900,00;610,00');
    expect(lines[7]).toBe('');
  });

  it('POR ORIGEM as CSV: one line per origin and the totals', async () => {
    const run = await exportRun('por-origem', 'csv');
    const lines = (await download(run.id)).rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      'Origem;CNPJ;Serviços;Taxa DETRAN a confirmar;Total (R$);Pago (R$);Saldo (R$)',
      'Loja Alfa;11.444.777/0001-61;2;0;700,00;100,00;600,00',
      'Revenda Beta;;1;0;150,00;200,00;0,00',
      'Sem origem;;2;0;610,00;600,00;10,00',
      'Total (5 serviços);;5;0;1460,00;900,00;610,00',
    ]);
  });

  it('PDF: A4 landscape with the agency heading, the definition, the filters and the totals', async () => {
    const run = await exportRun('dap', 'pdf');
    expect(run.status).toBe('done');
    const res = await download(run.id);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28/);
    const text = pdfText(pdf);
    for (const part of ['Agência A', 'Relatório DAP', 'capa do processo é DAP', '01/03/2026 a 31/03/2026', 'Total (2 serviços)', 'R$ 300,00', 'Atrasado'])
      expect(text).toContain(part);
  });

  it('downloads the very file made then, whatever changed since', async () => {
    const run = await exportRun('geral', 'xlsx');
    const first = (await download(run.id)).rawPayload;
    await t.db.update(services).set({ valorCents: 99_999 }).where(eq(services.agencyId, agencyA));
    const again = (await download(run.id)).rawPayload;
    expect(again.equals(first)).toBe(true);
    const fresh = await exportRun('geral', 'xlsx');
    expect((await sheetOf((await download(fresh.id)).rawPayload)).getRow(2).getCell(13).value).toBe(1299.99);
    const history = (await t.request({ url: '/api/report-runs', cookie: ana })).json();
    expect(history.items[0]).toMatchObject({ id: fresh.id, format: 'xlsx', status: 'done', fileName: expect.stringMatching(/\.xlsx$/), createdByName: 'Ana' });
  });

  it('answers 409 while a run is writing or after it failed, 404 to another agency', async () => {
    const base = { agencyId: agencyA, kind: 'geral', format: 'xlsx', filters: MARCH, filtersLabel: '01/03/2026 a 31/03/2026' };
    const [running] = await t.db
      .insert(reportRuns)
      .values({ ...base, status: 'running' })
      .returning();
    const [failed] = await t.db
      .insert(reportRuns)
      .values({ ...base, status: 'failed' })
      .returning();
    const busy = await download(running!.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe('O relatório ainda está sendo gerado. Tente novamente em instantes.');
    expect((await download(failed!.id)).statusCode).toBe(409);
    const run = await exportRun('geral', 'csv');
    expect((await download(run.id, bia)).statusCode).toBe(404);
    expect((await t.request({ url: `/api/report-runs/${run.id}`, cookie: bia })).statusCode).toBe(404);
    // A run cut short by a restart does not stay "running" forever: its beat stopped (export-heartbeat.test.ts).
    await t.db
      .update(reportRuns)
      .set({ heartbeatAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(reportRuns.id, running!.id));
    expect((await t.request({ url: `/api/report-runs/${running!.id}`, cookie: ana })).json().status).toBe('failed');
  });

  it('refuses a format it does not make and a PDF of more rows than a PDF holds', async () => {
    const bad = await t.request({ method: 'POST', url: '/api/reports/geral/exports', cookie: ana, body: { filters: MARCH, format: 'docx' } });
    expect(bad.statusCode).toBe(400);
    await insertBulkServices(t.db, { agencyId: agencyA, count: 5_001, firstNumber: 10_001, from: '2026-05-01', to: '2026-05-31', createdBy: anaId });
    const pdf = await t.request({
      method: 'POST',
      url: '/api/reports/geral/exports',
      cookie: ana,
      body: { filters: { from: '2026-05-01', to: '2026-05-31' }, format: 'pdf' },
    });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().error.message).toBe('O PDF comporta até 5.000 linhas. Reduza o período ou exporte em XLSX ou CSV.');
  });

  it('says its progress while it writes: rows done counted batch by batch before the file is stored', async () => {
    let release = () => {};
    held = new Promise<void>((r) => (release = r));
    const res = await t.request({
      method: 'POST',
      url: '/api/reports/geral/exports',
      cookie: ana,
      body: { filters: { from: '2026-05-01', to: '2026-05-31' }, format: 'csv' },
    });
    const id = res.json().run.id;
    expect(res.json().run).toMatchObject({ rowsDone: 0, rowCount: 5_001 });
    const seen: number[] = [];
    for (let i = 0; i < 400 && seen.at(-1) !== 5_001; i++) {
      const run = (await t.request({ url: `/api/report-runs/${id}`, cookie: ana })).json();
      expect(run.status).toBe('running');
      seen.push(run.rowsDone);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(seen.at(-1)).toBe(5_001);
    // Every figure seen is a whole number of batches (or the end).
    expect(seen.every((n) => n % 1_000 === 0 || n === 5_001)).toBe(true);
    held = null;
    release();
    for (let i = 0; i < 400; i++) {
      if ((await t.request({ url: `/api/report-runs/${id}`, cookie: ana })).json().status === 'done') return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('export did not finish');
  });

  it('writes thousands of rows in batches, every row once, in number order', async () => {
    const run = await exportRun('geral', 'xlsx', { from: '2026-05-01', to: '2026-05-31' });
    expect(run).toMatchObject({ status: 'done', rowsDone: 5_001, rowCount: 5_001 });
    const sheet = await sheetOf((await download(run.id)).rawPayload);
    expect(sheet.rowCount).toBe(5_003);
    const numbers = sheet.getColumn(1).values.slice(2, 5_003) as number[];
    expect(numbers[0]).toBe(10_001);
    expect(numbers.every((n, i) => n === 10_001 + i)).toBe(true);
    // Totals over the batches equal the database's own sum.
    const total = sheet.getRow(5_003).getCell(13).value as number;
    const screen = (
      await t.request({ method: 'POST', url: '/api/reports/geral/generate', cookie: ana, body: { filters: { from: '2026-05-01', to: '2026-05-31' } } })
    ).json();
    expect(Math.round(total * 100)).toBe(screen.totals.total);
    expect(screen.rows).toHaveLength(2_000);
    expect(screen).toMatchObject({ truncated: true, rowCount: 5_001 });
  });

  it('reads a period whose numbers interleave with later periods, every row and none of theirs', async () => {
    // July's services are numbered 30,000 and 50,001-50,002; August's, in between, 40,001-40,002.
    const july = { from: '2026-07-01', to: '2026-07-31' };
    await insertBulkServices(t.db, { agencyId: agencyA, count: 2, firstNumber: 50_001, ...july, createdBy: anaId });
    await insertBulkServices(t.db, { agencyId: agencyA, count: 2, firstNumber: 40_001, from: '2026-08-01', to: '2026-08-31', createdBy: anaId });
    await insertBulkServices(t.db, { agencyId: agencyA, count: 1, firstNumber: 30_000, ...july, createdBy: anaId });
    const run = await exportRun('geral', 'xlsx', july);
    expect(run).toMatchObject({ status: 'done', rowsDone: 3, rowCount: 3 });
    const sheet = await sheetOf((await download(run.id)).rawPayload);
    expect(sheet.getColumn(1).values.slice(2, 5)).toEqual([30_000, 50_001, 50_002]);
    const screen = (await t.request({ method: 'POST', url: '/api/reports/geral/generate', cookie: ana, body: { filters: july } })).json();
    expect(screen.rows.map((r: { number: number }) => r.number)).toEqual([30_000, 50_001, 50_002]);
    // A period without services: an empty file with its totals, an empty screen.
    const empty = await exportRun('geral', 'xlsx', { from: '2026-09-01', to: '2026-09-30' });
    expect(empty).toMatchObject({ status: 'done', rowsDone: 0, rowCount: 0 });
    const none = await t.request({
      method: 'POST',
      url: '/api/reports/geral/generate',
      cookie: ana,
      body: { filters: { from: '2026-09-01', to: '2026-09-30' } },
    });
    expect(none.json()).toMatchObject({ rows: [], rowCount: 0, truncated: false });
  });
});
