import ExcelJS from 'exceljs';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { importRuns, owners, profiles, servicePayments, services, vehicles } from '../../db/schema/index.ts';
import { createStorage } from '../../lib/storage.ts';
import { STALE_AFTER_MS } from '../../lib/heartbeat.ts';
import { takeOverStaleRuns } from './job.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cpfFor, plateFor, renavamFor } from '../../testing/numbered-documents.ts';

// Importar dados through HTTP (issue 33 part 1): upload, columns matched by name, the analysis's
// forecast, the import, the same file again (nothing new), refused rows as XLSX, and who may.

let t: TestApp;
let ana: string;
let beto: string;
let bia: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@importa-a.com.br');
  const agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  bia = await t.userSession('Bia', 'bia@importa-b.com.br');
  await t.onboard(bia, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  beto = await t.userSession('Beto', 'beto@importa-a.com.br');
  const betoId = (await t.request({ url: '/api/me', cookie: beto })).json().user.id;
  await t.db.update(profiles).set({ agencyId: agencyA, role: 'user' }).where(eq(profiles.id, betoId));
});
afterAll(async () => t?.close());

const BOUNDARY = 'despacha-importa';
function upload(cookie: string, data: Buffer, filename = 'clientes.csv') {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/imports',
    payload,
    headers: { origin: 'http://localhost:3000', cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

async function settled(cookie: string, id: string, until: ImportRun['status'][]): Promise<ImportRun> {
  for (let i = 0; i < 400; i++) {
    const run = (await t.request({ url: `/api/imports/${id}`, cookie })).json() as ImportRun;
    if (until.includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('import did not settle');
}

/** Analyses with the automatic mapping, then imports; returns the finished run. */
async function importFile(cookie: string, data: Buffer, filename?: string) {
  const up = await upload(cookie, data, filename);
  expect(up.statusCode, up.body).toBe(201);
  const run = up.json() as ImportRun;
  const analysis = await t.request({ method: 'PUT', url: `/api/imports/${run.id}/analysis`, cookie, body: { mapping: run.mapping, overwrite: false } });
  expect(analysis.statusCode, analysis.body).toBe(200);
  const ready = await settled(cookie, run.id, ['ready', 'failed']);
  const start = await t.request({ method: 'POST', url: `/api/imports/${run.id}/start`, cookie });
  expect(start.statusCode, start.body).toBe(200);
  const done = await settled(cookie, run.id, ['done', 'failed', 'cancelled']);
  return { uploaded: run, preview: analysis.json(), ready, done };
}

// Windows-1252, semicolons, Brazilian money and dates, as Excel in Brazil saves a CSV.
const HEADER = 'Nome do cliente;CPF/CNPJ;Celular;Placa;Renavam;Marca;Serviço;Dt. Cadastro;Valor DETRAN;Honorários;Valor recebido';
const line = (i: number, extra: Partial<Record<'cpf' | 'placa' | 'renavam' | 'servico', string>> = {}) =>
  [
    `Cliente Conceição ${i}`,
    extra.cpf ?? cpfFor(i),
    '(21) 98765-4321',
    extra.placa ?? plateFor(i),
    extra.renavam ?? renavamFor(i),
    'VW',
    extra.servico ?? 'Transferência',
    '05/03/2024',
    'R$ 1.234,56',
    '300',
    '1534.56',
  ].join(';');
const cp1252 = (text: string) => Buffer.from(new Uint8Array([...text].map((c) => (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 63))));

describe('Importar dados', () => {
  it('reads a Windows-1252 CSV, matches its columns, forecasts, imports, and imports nothing new the second time', async () => {
    const csv = cp1252([HEADER, line(1), line(2), line(3)].join('\r\n'));
    const first = await importFile(ana, csv);
    expect(first.uploaded.headers[0]).toBe('Nome do cliente');
    expect(first.uploaded.mapping).toEqual([
      'owner.nome',
      'owner.cpfCnpj',
      'owner.cel',
      'vehicle.placa',
      'vehicle.renavam',
      'vehicle.marca',
      'service.servico',
      'service.dataProc',
      'service.valor',
      'service.honorarios',
      'service.valorPago',
    ]);
    expect(first.preview.rows[0]).toMatchObject({ line: 2, action: 'create', values: { 'owner.nome': 'Cliente Conceição 1' } });
    expect(first.ready.counts).toEqual({ create: 3, update: 0, skip: 0, error: 0 });
    expect(first.done).toMatchObject({ status: 'done', rowsTotal: 3, counts: { create: 3, update: 0, skip: 0, error: 0 } });

    const found = (await t.request({ url: `/api/registry/search?q=${plateFor(2)}`, cookie: ana })).json();
    expect(JSON.stringify(found)).toContain('Cliente Conceição 2');
    const [vehicle] = await t.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.placa, plateFor(1)));
    const saved = await t.db.select().from(services).where(eq(services.vehicleId, vehicle!.id));
    expect(saved).toMatchObject([{ servico: 'transferencia', dataProc: '2024-03-05', valorCents: 123456, honorariosCents: 30000, valorPagoCents: 153456 }]);
    const payments = await t.db.select().from(servicePayments).where(eq(servicePayments.serviceId, saved[0]!.id));
    expect(payments).toMatchObject([{ amountCents: 153456, method: 'nao_informado', paidOn: '2024-03-05' }]);

    const again = await importFile(ana, csv);
    expect(again.ready.counts).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
    expect(again.done.counts).toEqual({ create: 0, update: 0, skip: 3, error: 0 });
  });

  it('imports a blank DETRAN fee as "a confirmar" (null), not 0, and a 0,00 as an exemption (decision 078)', async () => {
    const fee = (i: number, valor: string) => line(i).replace(';R$ 1.234,56;', `;${valor};`);
    const csv = cp1252([HEADER, fee(41, ''), fee(42, '0,00')].join('\r\n'));
    const run = await importFile(ana, csv);
    expect(run.done).toMatchObject({ status: 'done', counts: { create: 2, update: 0, skip: 0, error: 0 } });
    const feeOf = async (i: number) => {
      const [vehicle] = await t.db
        .select()
        .from(vehicles)
        .where(eq(vehicles.placa, plateFor(i)));
      return (await t.db.select().from(services).where(eq(services.vehicleId, vehicle!.id)))[0]!.valorCents;
    };
    expect(await feeOf(41)).toBeNull();
    expect(await feeOf(42)).toBe(0);
  });

  it('refuses rows with errors and repeated rows, saves the rest, and returns the refused ones as XLSX with the reason', async () => {
    const csv = Buffer.from([HEADER, line(10), line(11, { cpf: '111.111.111-11' }), line(12, { placa: 'AB1' }), line(10)].join('\n'), 'utf8');
    const { done } = await importFile(ana, csv);
    expect(done.counts).toEqual({ create: 1, update: 0, skip: 0, error: 3 });
    expect(done.errorFile).toBe(true);
    const file = await t.request({ url: `/api/imports/${done.id}/errors.xlsx`, cookie: ana });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(12).value).toBe('Motivo');
    const reasons = [2, 3, 4].map((r) => String(sheet.getRow(r).getCell(12).value));
    expect(reasons[0]).toMatch(/CPF/i);
    expect(reasons[1]).toMatch(/[Pp]laca/);
    expect(reasons[2]).toContain('linha 2');
  });

  it("fills a matched record's blanks and links a vehicle without owner to the owner a later file brings", async () => {
    const vehiclesOnly = Buffer.from(['Placa;Renavam', `${plateFor(40)};${renavamFor(40)}`].join('\n'));
    expect((await importFile(ana, vehiclesOnly)).done.counts).toEqual({ create: 1, update: 0, skip: 0, error: 0 });
    const withOwners = Buffer.from(['Placa;Renavam;Marca;Proprietário;CPF', `${plateFor(40)};${renavamFor(40)};Fiat;Dona Quarenta;${cpfFor(40)}`].join('\n'));
    expect((await importFile(ana, withOwners)).done.counts).toEqual({ create: 1, update: 0, skip: 0, error: 0 });
    const [vehicle] = await t.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.placa, plateFor(40)));
    const [owner] = await t.db
      .select()
      .from(owners)
      .where(eq(owners.cpf, cpfFor(40)));
    expect(vehicle).toMatchObject({ marca: 'Fiat', ownerId: owner!.id });
    // Filled fields stay as they are without "sobrescrever".
    const other = Buffer.from(['Placa;Renavam;Marca', `${plateFor(40)};${renavamFor(40)};VW`].join('\n'));
    expect((await importFile(ana, other)).done.counts).toEqual({ create: 0, update: 0, skip: 1, error: 0 });
  });

  it("remembers the agency's column choices for its next file", async () => {
    const csv = Buffer.from(['Coluna X;Placa;Renavam;CPF', `Fulano;${plateFor(20)};${renavamFor(20)};${cpfFor(20)}`].join('\n'));
    const run = (await upload(ana, csv)).json() as ImportRun;
    expect(run.mapping[0]).toBeNull();
    const res = await t.request({
      method: 'PUT',
      url: `/api/imports/${run.id}/analysis`,
      cookie: ana,
      body: { mapping: ['owner.nome', ...run.mapping.slice(1)] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = (await upload(ana, csv)).json() as ImportRun;
    expect(next.mapping[0]).toBe('owner.nome');
  });

  it('says in pt-BR why a file is refused, and keeps nothing of it', async () => {
    const pdf = await upload(ana, Buffer.from('%PDF-1.4\n%teste\n%%EOF\n'), 'planilha.csv');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toMatch(/não é uma planilha|caracteres inválidos/);
    const empty = await upload(ana, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('O arquivo está vazio.');
    const headerOnly = await upload(ana, Buffer.from(`${HEADER}\n`));
    expect(headerOnly.json().error.message).toMatch(/só tem a linha de cabeçalho/);
    const runs = (await t.request({ url: '/api/imports', cookie: ana })).json().items as ImportRun[];
    expect(runs.every((r) => r.headers.length > 0)).toBe(true);
  });

  it('refuses a mapping without a key column, and one field twice', async () => {
    const run = (await upload(ana, Buffer.from(['Nome;Marca', 'Fulano;VW'].join('\n')))).json() as ImportRun;
    const noKey = await t.request({ method: 'PUT', url: `/api/imports/${run.id}/analysis`, cookie: ana, body: { mapping: ['owner.nome', 'vehicle.marca'] } });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toMatch(/placa, do RENAVAM ou do CPF\/CNPJ/);
    const twice = await t.request({
      method: 'PUT',
      url: `/api/imports/${run.id}/analysis`,
      cookie: ana,
      body: { mapping: ['vehicle.placa', 'vehicle.placa'] },
    });
    expect(twice.statusCode).toBe(400);
  });

  it("is the dispatcher's, and each agency sees only its own runs", async () => {
    const csv = Buffer.from(['Placa;Renavam', `${plateFor(30)};${renavamFor(30)}`].join('\n'));
    expect((await upload(beto, csv)).statusCode).toBe(403);
    const run = (await upload(ana, csv)).json() as ImportRun;
    expect((await t.request({ url: `/api/imports/${run.id}`, cookie: bia })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/imports/${run.id}/start`, cookie: bia })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/imports', cookie: bia })).json().items).toEqual([]);
    expect((await t.request({ url: '/api/imports/templates/veiculos', cookie: beto })).statusCode).toBe(403);
  });

  it('offers a template per kind whose headers the automatic mapping reads back', async () => {
    const res = await t.request({ url: '/api/imports/templates/completo', cookie: ana });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headers = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
    const run = (
      await upload(ana, Buffer.concat([Buffer.from(`${headers.join(';')}\n`), Buffer.from(`${headers.map(() => 'x').join(';')}\n`)]))
    ).json() as ImportRun;
    expect(run.mapping.every((k) => k !== null)).toBe(true);
  });
});

describe('an import cut short', () => {
  it('is taken over after two minutes without a beat and goes on after the last saved line, writing nothing twice', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => line(100 + i));
    const { done } = await importFile(ana, Buffer.from([HEADER, ...rows].join('\n')));
    expect(done.counts.create).toBe(1200);
    // As a process that died after saving its first batch (lines 2-51) would have left the run.
    const [row] = await t.db.select().from(importRuns).where(eq(importRuns.id, done.id));
    await t.db
      .update(importRuns)
      .set({
        status: 'running',
        lastLine: 51,
        rowsDone: 50,
        created: 50,
        updated: 0,
        skipped: 0,
        errors: 0,
        errorKey: null,
        heartbeatAt: new Date(Date.now() - STALE_AFTER_MS - 1000),
      })
      .where(eq(importRuns.id, row!.id));
    const deps = { db: t.db, storage: createStorage(t.config), log: t.app.log };
    expect(await takeOverStaleRuns(deps)).toBe(1);
    const resumed = await settled(ana, done.id, ['done', 'failed']);
    // The rows after line 51 were saved before: matched, not duplicated.
    expect(resumed).toMatchObject({ status: 'done', rowsDone: 1200, counts: { create: 50, update: 0, skip: 1150, error: 0 } });
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(vehicles)
      .where(
        inArray(
          vehicles.placa,
          rows.map((_, i) => plateFor(100 + i)),
        ),
      )) as [{ n: number }];
    expect(n).toBe(1200);
    expect(await takeOverStaleRuns(deps)).toBe(0);
  });

  it('stops when cancelled, keeping what it saved and saying so', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => line(2000 + i));
    const up = (await upload(ana, Buffer.from([HEADER, ...rows].join('\n')))).json() as ImportRun;
    await t.request({ method: 'PUT', url: `/api/imports/${up.id}/analysis`, cookie: ana, body: { mapping: up.mapping } });
    await settled(ana, up.id, ['ready']);
    await t.request({ method: 'POST', url: `/api/imports/${up.id}/start`, cookie: ana });
    const cancel = await t.request({ method: 'POST', url: `/api/imports/${up.id}/cancel`, cookie: ana });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const end = await settled(ana, up.id, ['cancelled', 'done']);
    expect(end.status).toBe('cancelled');
    expect(end.counts.create).toBeLessThan(3000);
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(vehicles)
      .where(
        inArray(
          vehicles.placa,
          rows.map((_, i) => plateFor(2000 + i)),
        ),
      )) as [{ n: number }];
    expect(n).toBe(end.counts.create);
  });
});
