import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentReadingMessages as m } from '@despacha/domain/contracts/document-reading/messages';
import { READ_DOCUMENT_MAX_BYTES } from '@despacha/domain/contracts/document-reading/read-document';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import * as fixtures from './fixtures.ts';
import { minimalCrlv, multipartFile } from './minimal-pdf.ts';

// "Ler CRLV-e" end to end: the generated PDFs through the route, read by the reader worker, with
// the real database behind the app, which the reading must leave as it was.

const { people, vehicles } = fixtures;
const BOUNDARY = 'leitura';
const URL_ = '/api/registry/read-document';

let t: TestApp;
let cookieA: string;
let cookieB: string;

beforeAll(async () => {
  t = await createTestApp();
  cookieA = await t.userSession('Ana Leitura', 'ana@leitura.com.br');
  await t.onboard(cookieA);
  cookieB = await t.userSession('Bia Outra', 'bia@outra.com.br');
  await t.onboard(cookieB, { name: 'Despachante Outro', cnpj: '11.444.777/0001-61', email: 'outra@teste.com.br' });
}, 60_000);
afterAll(() => t.close());

/** `cookie: null` sends no session. */
const send = (content: Buffer, cookie: string | null = cookieA, filename?: string, type?: string) =>
  t.request({
    method: 'POST',
    url: URL_,
    ...(cookie ? { cookie } : {}),
    body: multipartFile(content, BOUNDARY, filename, type),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });

/** Every table's rows (sessions aside: signing in touches them) as one fingerprint each. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables = (await t.db.execute(
    sql.raw(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions' order by 1`,
    ),
  )) as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const q = `select count(*)::int || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`;
    out[name] = ((await t.db.execute(sql.raw(q))) as { rows: { h: string }[] }).rows[0]!.h;
  }
  return out;
}
const filesOnDisk = () =>
  fs.existsSync(t.config.dataDir) ? fs.readdirSync(t.config.dataDir, { recursive: true }).filter((f) => !String(f).includes('pglite')).length : 0;

describe('reads each generated layout end to end', () => {
  it('a CRLV-e with values beside their labels', async () => {
    const res = await send(await fixtures.crlvBesideLabel());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.kind).toBe('crlv-e');
    expect(body.fields.placa).toEqual({ ok: true, value: 'RIO2A18', text: 'RIO2A18' });
    expect(body.fields.renavam.value).toBe(vehicles.gol.renavam);
    expect(body.fields.proprietarioDocumento).toEqual({ ok: true, value: people.ana.cpf, text: '100.004.242-18' });
    expect(body.fields.combustivel).toEqual({ ok: true, value: 'ALCOOL/GASOLINA', text: 'ALCOOL/GASOLINA' });
  }, 60_000);

  it('a CRLV-e with values below their labels', async () => {
    const res = await send(await fixtures.crlvBelowLabel());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fields).toMatchObject({
      placa: { value: 'TST1234' },
      chassi: { value: '9BGTESTE0K0000456' },
      placaAnterior: { value: 'TST1A34' },
      municipio: { value: 'NITERÓI' },
    });
  }, 60_000);

  it('a CRLV-e with other spellings and an alphanumeric CNPJ', async () => {
    const res = await send(await fixtures.crlvOtherSpellings());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fields.proprietarioDocumento.value).toBe(people.empresaAlfa.cnpj);
  }, 60_000);

  it('a CRLV-e in two columns', async () => {
    const res = await send(await fixtures.crlvTwoColumns());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fields).toMatchObject({ proprietarioNome: { value: 'TRANSPORTES EXEMPLO LTDA' }, renavam: { value: vehicles.gol.renavam } });
  }, 60_000);

  it('an ATPV-e, with the buyer and the sale', async () => {
    const res = await send(await fixtures.atpv());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.kind).toBe('atpv-e');
    expect(body.fields).toMatchObject({
      proprietarioNome: { ok: true, value: 'JOÃO PEDRO FICTÍCIO DA SILVA' },
      compradorNome: { ok: true, value: 'ANA BEATRIZ DE TESTE' },
      compradorDocumento: { ok: true, value: people.ana.cpf },
      valorVenda: { ok: true, value: '58.900,00' },
      dataVenda: { ok: true, value: '10/11/2026' },
    });
  }, 60_000);

  it('a CRLV-e whose RENAVAM check digit is wrong: the rest read, the RENAVAM marked', async () => {
    const wrong = fixtures.wrongRenavam(vehicles.onix.renavam);
    const res = await send(await fixtures.crlvBelowLabel(wrong));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fields.renavam).toEqual({ ok: false, value: '', text: wrong });
    expect(res.json().fields.placa.ok).toBe(true);
  }, 60_000);
});

describe('bad input: a pt-BR reason and a 4xx, never a 500', () => {
  const refusal = (status: number, message: string) => ({ status, message });
  const answer = (res: Awaited<ReturnType<typeof send>>) => ({ status: res.statusCode, message: res.json().error?.message });

  it('a scan with no text', async () => {
    expect(answer(await send(await fixtures.scannedDocument()))).toEqual(refusal(400, m.noText));
    expect(m.noText).toBe('Este PDF é uma imagem, sem texto: digite os dados ou envie o PDF original do CRLV-e.');
  }, 60_000);

  it('a file that is not a PDF (a picture renamed .pdf)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(answer(await send(png, cookieA, 'crlv.pdf'))).toEqual(refusal(415, m.notPdf));
  });

  it('a PDF of something else', async () => {
    expect(answer(await send(await fixtures.otherDocument()))).toEqual(refusal(400, m.notVehicleDocument));
  }, 60_000);

  it('an encrypted PDF', async () => {
    expect(answer(await send(await fixtures.encryptedDocument()))).toEqual(refusal(400, m.encrypted));
  }, 60_000);

  it('a malformed PDF', async () => {
    expect(answer(await send(fixtures.malformedDocument()))).toEqual(refusal(400, m.malformed));
  }, 60_000);

  it('a file over 5 MB', async () => {
    const big = Buffer.concat([minimalCrlv(), Buffer.alloc(READ_DOCUMENT_MAX_BYTES, 0x20)]);
    expect(answer(await send(big))).toEqual(refusal(413, m.tooLarge));
  }, 60_000);

  it('no file at all', async () => {
    const body = Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="nota"\r\n\r\nsem arquivo\r\n--${BOUNDARY}--\r\n`);
    const res = await t.request({ method: 'POST', url: URL_, cookie: cookieA, body, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    expect(answer(res)).toEqual(refusal(400, m.fileMissing));
  });
});

describe('who may read, and what it leaves behind', () => {
  it('refuses an anonymous caller (401)', async () => {
    const res = await send(minimalCrlv(), null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('reads for a user of any agency, and writes nothing: no row, no file', async () => {
    const before = await databaseFingerprint();
    const files = filesOnDisk();
    for (const cookie of [cookieA, cookieB]) {
      const res = await send(minimalCrlv(), cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().fields).toMatchObject({
        placa: { value: 'ABC1D23' },
        renavam: { value: '00639884962' },
        proprietarioDocumento: { value: '52998224725' },
      });
    }
    await send(await fixtures.scannedDocument(), cookieB);
    expect(await databaseFingerprint()).toEqual(before);
    expect(filesOnDisk()).toBe(files);
  }, 60_000);
});
