import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';

// Issue 17 item 11 (decision 036): "Exportar todos os dados" is a ZIP of one CSV per table of the
// agency's rows (UTF-8 BOM, ';') plus its uploaded files; another agency's rows never appear.

let t: TestApp;
let ana: string;
let beto: string;
let bia: string;
let agencyA: string;
let agencyB: string;

const BOUNDARY = 'despacha-zip';
const PDF = Buffer.from('%PDF-1.4\n%comprovante\n%%EOF\n');
const upload = (cookie: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/services/${id}/files`,
    remoteAddress: '127.0.0.1',
    headers: { origin: 'http://localhost:3000', cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="comprovante.pdf"\r\ncontent-type: application/pdf\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@a.com.br');
  agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  beto = await t.userSession('Beto', 'beto@a.com.br');
  const betoId = (await t.request({ url: '/api/me', cookie: beto })).json().user.id;
  await t.db.update(profiles).set({ agencyId: agencyA, role: 'user' }).where(eq(profiles.id, betoId));
  t.app.forgetActor(betoId);
  bia = await t.userSession('Bia', 'bia@b.com.br');
  agencyB = (await t.onboard(bia, { name: 'Agência B', cnpj: '11.444.777/0001-61' })).json().id;
  const first = await t.request({ method: 'POST', url: '/api/registrations', cookie: ana, body: registration() });
  await t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie: ana,
    body: registration({ owner: { nome: 'Maria; "Souza"', cpf: '111.444.777-35' }, vehicle: { placa: 'XYZ-9876', renavam: '12345678900', chassis: '' } }),
  });
  expect((await upload(ana, first.json().service.id)).statusCode).toBe(201);
  expect(
    (await t.request({ method: 'POST', url: '/api/registrations', cookie: bia, body: registration({ owner: { nome: 'Cliente de B' } }) })).statusCode,
  ).toBe(200);
});
afterAll(async () => t.close());

async function finished(cookie = ana) {
  for (let i = 0; i < 200; i++) {
    const { export: e } = (await t.request({ url: '/api/lgpd/agency-export', cookie })).json();
    if (e && e.status !== 'running') return e;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('export did not finish');
}

/** The cells of a ';' CSV with quoted fields, as a spreadsheet reads them. */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') cell += text[++i];
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';' || (c === '\r' && text[i + 1] === '\n')) {
      cells.push(cell);
      cell = '';
      if (c === '\r') i++;
    } else cell += c;
  }
  return cells;
}
// What Excel or LibreOffice would run: a cell starting with = + - @, a tab or a CR, unless a plain number.
const live = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(?:[.,]\d+)?$/.test(cell);

const csvRows = (zip: string, entry: string) => execFileSync('unzip', ['-p', zip, entry]).toString('utf8');

describe('agency export', () => {
  it('is the dispatcher’s', async () => {
    expect((await t.request({ method: 'POST', url: '/api/lgpd/agency-export', cookie: beto })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/lgpd/agency-export', cookie: ana })).json()).toEqual({ export: null });
  });

  it('writes one CSV per table with the agency’s rows and its files, with progress', async () => {
    const started = await t.request({ method: 'POST', url: '/api/lgpd/agency-export', cookie: ana });
    expect(started.statusCode).toBe(202);
    expect(started.json().export).toMatchObject({ status: 'running', createdByName: 'Ana' });
    const done = await finished();
    expect(done).toMatchObject({ status: 'done', filesDone: 1, filesTotal: 1, downloadable: true });
    expect(done.rowsDone).toBe(done.rowsTotal);
    expect(done.rowsTotal).toBeGreaterThan(5);

    const res = await t.request({ url: `/api/lgpd/agency-export/${done.id}/download`, cookie: ana });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = path.join(t.config.dataDir, 'test-download.zip');
    fs.writeFileSync(zip, res.rawPayload);
    const listing = execFileSync('unzip', ['-l', zip]).toString('utf8');
    for (const table of ['agencies', 'owners', 'vehicles', 'services', 'service_movements', 'service_files', 'profiles', 'activities', 'audit_events']) {
      expect(listing).toContain(`tabelas/${table}.csv`);
    }
    expect(listing).toMatch(/arquivos\/servico-1\/[0-9a-f-]+-comprovante\.pdf/);
    expect(listing).not.toContain('agency_exports');

    const ownersCsv = csvRows(zip, 'tabelas/owners.csv');
    expect(ownersCsv.startsWith('\uFEFFagency_id;id;nome;')).toBe(true);
    const lines = ownersCsv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(ownersCsv).toContain('"Maria; ""Souza"""');
    expect(ownersCsv).not.toContain(agencyB);
    expect(csvRows(zip, 'tabelas/vehicles.csv').trimEnd().split('\r\n')).toHaveLength(3);
    expect(csvRows(zip, 'tabelas/agencies.csv')).toContain('Agência A');
    expect(csvRows(zip, 'tabelas/agencies.csv')).not.toContain('Agência B');
    // No secret column: storage keys and token hashes are the server's, not the agency's data.
    expect(csvRows(zip, 'tabelas/service_files.csv').split('\r\n')[0]).not.toContain('storage_key');
    const file = execFileSync('unzip', ['-p', zip, listing.match(/arquivos\/\S+\.pdf/)![0]]);
    expect(file.equals(PDF)).toBe(true);
  });

  it('keeps exports apart: B cannot download A’s, and B’s ZIP holds B’s rows', async () => {
    const a = await finished();
    expect((await t.request({ url: `/api/lgpd/agency-export/${a.id}/download`, cookie: bia })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/lgpd/agency-export', cookie: bia })).statusCode).toBe(202);
    const b = await finished(bia);
    const res = await t.request({ url: `/api/lgpd/agency-export/${b.id}/download`, cookie: bia });
    const zip = path.join(t.config.dataDir, 'test-download-b.zip');
    fs.writeFileSync(zip, res.rawPayload);
    const owners = csvRows(zip, 'tabelas/owners.csv');
    expect(owners.trimEnd().split('\r\n')).toHaveLength(2);
    expect(owners).toContain('Cliente de B');
    expect(owners).not.toContain(agencyA);
    expect(b.filesTotal).toBe(0);
  });

  it('replaces the older file with the newer export', async () => {
    const first = await finished();
    expect((await t.request({ method: 'POST', url: '/api/lgpd/agency-export', cookie: ana })).statusCode).toBe(202);
    const second = await finished();
    expect(second.id).not.toBe(first.id);
    expect((await t.request({ url: `/api/lgpd/agency-export/${first.id}/download`, cookie: ana })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/lgpd/agency-export/${second.id}/download`, cookie: ana })).statusCode).toBe(200);
  });

  it('writes no live formula: text starting with = + - @, a tab or a CR stays text in every CSV', async () => {
    // The review's case (issue 32): staff types it, the manager exports it.
    const payload = '-2+3+cmd|"/C calc"!A0';
    const created = await t.request({
      method: 'POST',
      url: '/api/origins',
      cookie: beto,
      body: { nomeEmpresa: payload, razaoSocial: '=HYPERLINK("http://x")', bairro: '+1', municipio: '@SUM(A1)', complemento: '\tTab', numero: '-1' },
    });
    expect(created.statusCode).toBe(201);
    expect((await t.request({ method: 'POST', url: '/api/lgpd/agency-export', cookie: ana })).statusCode).toBe(202);
    const done = await finished();
    const zip = path.join(t.config.dataDir, 'test-download-formulas.zip');
    fs.writeFileSync(zip, (await t.request({ url: `/api/lgpd/agency-export/${done.id}/download`, cookie: ana })).rawPayload);
    const tables = execFileSync('unzip', ['-Z1', zip])
      .toString('utf8')
      .split('\n')
      .filter((name) => name.endsWith('.csv'));
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) expect({ table, live: csvCells(csvRows(zip, table).replace(/^\uFEFF/, '')).filter(live) }).toEqual({ table, live: [] });
    const origins = csvCells(csvRows(zip, 'tabelas/origins.csv'));
    expect(origins).toContain(`'${payload}`);
    expect(origins).toContain('\'=HYPERLINK("http://x")');
  });
});
