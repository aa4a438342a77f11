import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { serviceFiles } from '../../db/schema/index.ts';
import { localStorage, type Storage } from '../../lib/storage.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';

// A failed upload leaves nothing in storage: the files folder of the data folder (local storage)
// holds exactly the objects that rows point at, after every kind of failure.

let t: TestApp;
let a: string;
let b: string;
let serviceA: string;
let serviceB: string;

/** Local storage that can be told to lose the answer of its next put after storing the object. */
let loseNextPutAnswer = false;
function flakyStorage(root: string): Storage {
  const inner = localStorage(root);
  return {
    ...inner,
    async put(key, data, type) {
      await inner.put(key, data, type);
      if (loseNextPutAnswer) {
        loseNextPutAnswer = false;
        throw new Error('socket hang up');
      }
    },
  };
}

beforeAll(async () => {
  const config = testConfig();
  t = await createTestApp({ config, storage: flakyStorage(path.join(config.dataDir, 'files')) });
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  serviceA = (await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration() })).json().service.id;
  serviceB = (await t.request({ method: 'POST', url: '/api/registrations', cookie: b, body: registration() })).json().service.id;
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n%teste\n%%EOF\n');
const BOUNDARY = 'despacha-orfaos';
function body(data: Buffer, item?: string) {
  const field = item ? `--${BOUNDARY}\r\ncontent-disposition: form-data; name="item"\r\n\r\n${item}\r\n` : '';
  return Buffer.concat([
    Buffer.from(`${field}--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="doc.pdf"\r\ncontent-type: application/pdf\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const upload = (cookie: string, serviceId: string, payload: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/services/${serviceId}/files`,
    remoteAddress: '127.0.0.1',
    headers: { origin: 'http://localhost:3000', cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });

/** Every object in local storage, as keys relative to its root. */
function storedObjects(): string[] {
  const root = path.join(t.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}
const rowKeys = async () => (await t.db.select({ key: serviceFiles.storageKey }).from(serviceFiles)).map((r) => r.key).sort();

/** Runs with a trigger that makes every insert into `table` fail (matching `when`, if given). */
async function failingInserts<T>(table: string, run: () => Promise<T>, when = 'true'): Promise<T> {
  // Triggers are the tables' owner's to make (decision 074).
  await t.database.asOwner(async (owner) => {
    await owner.execute(
      sql.raw(`create or replace function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`),
    );
    await owner.execute(sql.raw(`create trigger test_refuse_insert before insert on ${table} for each row when (${when}) execute function test_refuse()`));
  });
  try {
    return await run();
  } finally {
    await t.database.asOwner((owner) => owner.execute(sql.raw(`drop trigger test_refuse_insert on ${table}`)));
  }
}

describe('after a failed upload, storage holds only the files that rows point at', () => {
  it('a good upload stores one object, the one its row names', async () => {
    const res = await upload(a, serviceA, body(PDF));
    expect(res.statusCode).toBe(201);
    expect(storedObjects()).toHaveLength(1);
    expect(storedObjects()).toEqual(await rowKeys());
  });

  it("another agency's service, an oversize file, a refused type, a body cut short: nothing stored", async () => {
    expect((await upload(b, serviceA, body(PDF))).statusCode).toBe(404);
    expect((await upload(a, serviceB, body(PDF))).statusCode).toBe(404);
    expect((await upload(a, serviceA, body(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 32)])))).statusCode).toBe(413);
    expect((await upload(a, serviceA, body(Buffer.from('MZ\x90\x00 não é um PDF')))).statusCode).toBe(415);
    expect((await upload(a, serviceA, body(PDF).subarray(0, 120))).statusCode).toBe(400);
    expect(storedObjects()).toEqual(await rowKeys());
    expect(storedObjects()).toHaveLength(1);
  });

  it('a client that goes away mid-upload leaves nothing', async () => {
    // Over a real socket: the headers and part of the body, then the connection drops.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const full = body(Buffer.concat([PDF, Buffer.alloc(512 * 1024, 32)]));
    const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        `POST /api/services/${serviceA}/files HTTP/1.1`,
        'Host: localhost:3000',
        'Origin: http://localhost:3000',
        `Cookie: ${a}`,
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        `Content-Length: ${full.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(full.subarray(0, 64 * 1024));
    await new Promise((r) => setTimeout(r, 150));
    socket.destroy();
    await new Promise((r) => setTimeout(r, 300));
    expect(storedObjects()).toEqual(await rowKeys());
    expect(storedObjects()).toHaveLength(1);
  });

  it('the file row failing to save: 500, and the object written before it is removed', async () => {
    const res = await failingInserts('service_files', () => upload(a, serviceA, body(PDF, 'crv')));
    expect(res.statusCode).toBe(500);
    expect(storedObjects()).toEqual(await rowKeys());
    expect(storedObjects()).toHaveLength(1);
  });

  it('a later write failing (the audit entry): the file row is rolled back and the object removed', async () => {
    const res = await failingInserts('activities', () => upload(a, serviceA, body(PDF, 'crv')), `new.entity = 'file'`);
    expect(res.statusCode).toBe(500);
    expect(await rowKeys()).toHaveLength(1);
    expect(storedObjects()).toEqual(await rowKeys());
    // Nor was the checklist item marked received by the failed upload.
    const detail = (await t.request({ url: `/api/services/${serviceA}`, cookie: a })).json();
    expect(detail.checklist.find((c: { item: string }) => c.item === 'crv')?.received ?? false).toBe(false);
  });

  it('a put that stored the object but failed to answer: the object is removed', async () => {
    loseNextPutAnswer = true;
    expect((await upload(a, serviceA, body(PDF))).statusCode).toBe(500);
    expect(storedObjects()).toEqual(await rowKeys());
    expect(storedObjects()).toHaveLength(1);
  });

  it('and uploads work again afterwards', async () => {
    expect((await upload(a, serviceA, body(PDF, 'crv'))).statusCode).toBe(201);
    expect(storedObjects()).toHaveLength(2);
    expect(storedObjects()).toEqual(await rowKeys());
  });
});
