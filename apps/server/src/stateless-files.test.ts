import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { importRuns } from './db/schema/index.ts';
import { STALE_AFTER_MS } from './lib/heartbeat.ts';
import { s3Storage } from './lib/s3-storage.ts';
import { takeOverStaleRuns } from './modules/imports/job.ts';
import { fakeS3 } from './testing/fake-s3.ts';
import { registration } from './testing/registry-factory.ts';
import { createTestApp, OWNER_EMAIL, TEST_ORIGIN, testConfig, type TestApp } from './testing/test-app.ts';

// Issue 38 part 2, decision 069: with S3 configured, every file the product writes goes to the
// bucket. The data folder here is a plain file, so any write under it fails (ENOTDIR) whoever
// runs the test (root ignores a folder's permissions, not a path through a file); each flow is
// driven through the routes and must still work, and the "folder" is untouched at the end.

const s3 = fakeS3();
/** Backups are the embedded database's; on PostgreSQL its server makes them (decision 031). */
const embedded = !process.env.DATABASE_URL;
const BUCKET = 'despacha';
const dataDir = path.join(os.tmpdir(), `despacha-stateless-${crypto.randomBytes(4).toString('hex')}`);
const NOT_A_FOLDER = 'a pasta de dados deste teste é um arquivo: nada pode ser escrito nela\n';
let t: TestApp;
let ana: string;
let agencyId: string;
let serviceId: string;
let s3Options: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

beforeAll(async () => {
  fs.writeFileSync(dataDir, NOT_A_FOLDER);
  s3Options = { endpoint: await s3.start(), bucket: BUCKET, region: 'us-east-1', accessKeyId: 'AKIATEST', secretAccessKey: 'segredo' };
  t = await createTestApp({ config: testConfig({ dataDir, s3: s3Options }) });
  ana = await t.userSession('Ana', 'ana@sem-disco.com.br');
  agencyId = (await t.onboard(ana, { name: 'Agência Sem Disco' })).json().id;
  serviceId = (await t.request({ method: 'POST', url: '/api/registrations', cookie: ana, body: registration() })).json().service.id;
});
afterAll(async () => {
  await t?.close();
  await s3.stop();
  fs.rmSync(dataDir, { force: true });
});

/** The keys the bucket holds under a prefix of the agency's. */
const objectsUnder = (prefix: string) => [...s3.objects.keys()].filter((k) => k.startsWith(`/${BUCKET}/${agencyId}/${prefix}`));

function multipart(boundary: string, name: string, type: string, data: Buffer) {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
const send = (url: string, payload: Buffer) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: '127.0.0.1',
    headers: { origin: TEST_ORIGIN, cookie: ana, 'content-type': 'multipart/form-data; boundary=sem-disco' },
  });

/** Asks `url` until `done` holds of its JSON answer. */
async function until<T>(url: string, done: (body: T) => boolean, cookie = ana): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const body = (await t.request({ url, cookie })).json() as T;
    if (done(body)) return body;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not settle`);
}

describe('with S3 and a data folder nothing can be written to', () => {
  it('stores an uploaded document in the bucket and serves it back', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%sem disco\n%%EOF\n');
    const res = await send(`/api/services/${serviceId}/files`, multipart('sem-disco', 'crlv.pdf', 'application/pdf', pdf));
    expect(res.statusCode, res.body).toBe(201);
    const back = await t.request({ url: `/api/files/${res.json().id}`, cookie: ana });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload).toEqual(pdf);
    expect(objectsUnder(serviceId)).toHaveLength(1);
  });

  it("writes the agency's data export into the bucket, downloadable from there", async () => {
    const started = await t.request({ method: 'POST', url: '/api/lgpd/agency-export', cookie: ana });
    expect(started.statusCode, started.body).toBe(202);
    type Summary = { export: { id: string; status: string; downloadable: boolean; sizeBytes: number } };
    const { export: done } = await until<Summary>('/api/lgpd/agency-export', (b) => b.export.status !== 'running');
    expect(done).toMatchObject({ status: 'done', downloadable: true });
    expect(objectsUnder('exports/')).toEqual([`/${BUCKET}/${agencyId}/exports/${done.id}`]);
    const zip = await t.request({ url: `/api/lgpd/agency-export/${done.id}/download`, cookie: ana });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.rawPayload.length).toBe(done.sizeBytes);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The uploaded document went into the ZIP, read from the bucket.
    expect(zip.rawPayload.includes(Buffer.from('crlv.pdf'))).toBe(true);
  });

  it("exports a person's data (made in memory, stored nowhere)", async () => {
    const res = await t.request({ method: 'POST', url: '/api/lgpd/person/export', cookie: ana, body: { document: '529.982.247-25', format: 'pdf' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('writes a report export into the bucket', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.request({
      method: 'POST',
      url: '/api/reports/geral/exports',
      cookie: ana,
      body: { filters: { from: today, to: today }, format: 'xlsx' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const run = await until<{ id: string; status: string }>(`/api/report-runs/${res.json().run.id}`, (r) => r.status !== 'running');
    expect(run.status).toBe('done');
    expect(objectsUnder(run.id)).toHaveLength(1);
    const file = await t.request({ url: `/api/report-runs/${run.id}/download`, cookie: ana });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('imports a spreadsheet kept in the bucket, resumes it from there, and stores its refused rows', async () => {
    const csv = Buffer.from('Placa;Renavam\nDEF4G56;00639884962\nplaca ruim;123\n');
    const up = await send('/api/imports', multipart('sem-disco', 'veiculos.csv', 'text/csv', csv));
    expect(up.statusCode, up.body).toBe(201);
    const run = up.json() as ImportRun;
    expect(s3.objects.get(`/${BUCKET}/${agencyId}/imports/${run.id}`)?.body).toEqual(csv);
    const analysed = await t.request({ method: 'PUT', url: `/api/imports/${run.id}/analysis`, cookie: ana, body: { mapping: run.mapping, overwrite: false } });
    expect(analysed.statusCode, analysed.body).toBe(200);
    await until<ImportRun>(`/api/imports/${run.id}`, (r) => r.status !== 'analysing');
    expect((await t.request({ method: 'POST', url: `/api/imports/${run.id}/start`, cookie: ana })).statusCode).toBe(200);
    const done = await until<ImportRun>(`/api/imports/${run.id}`, (r) => r.status !== 'running');
    // The good line matches the registered vehicle (same RENAVAM); the bad one is refused.
    expect(done).toMatchObject({ status: 'done', rowsTotal: 2, counts: { create: 0, error: 1 }, errorFile: true });
    const refused = await t.request({ url: `/api/imports/${run.id}/errors.xlsx`, cookie: ana });
    expect(refused.statusCode).toBe(200);
    expect(refused.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // As an instance that died mid-import would leave it; another instance, which shares only
    // the database and the bucket (its own client, no disk), takes it over from its file there.
    await t.db
      .update(importRuns)
      .set({
        status: 'running',
        lastLine: 0,
        rowsDone: 0,
        created: 0,
        updated: 0,
        skipped: 0,
        errors: 0,
        errorKey: null,
        heartbeatAt: new Date(Date.now() - STALE_AFTER_MS - 1000),
      })
      .where(eq(importRuns.id, run.id));
    const other = { db: t.db, storage: s3Storage(s3Options), log: t.app.log };
    expect(await takeOverStaleRuns(other)).toBe(1);
    const resumed = await until<ImportRun>(`/api/imports/${run.id}`, (r) => r.status !== 'running');
    expect(resumed).toMatchObject({ status: 'done', rowsTotal: 2, counts: { create: 0, error: 1 }, errorFile: true });
    expect(resumed.counts.update + resumed.counts.skip).toBe(1);
  });

  it.runIf(embedded)('writes a backup of the embedded database into the bucket, downloadable from there', async () => {
    const admin = await t.userSession('Dona Admin', OWNER_EMAIL);
    expect((await t.request({ method: 'POST', url: '/api/admin/backups', cookie: admin })).statusCode).toBe(202);
    type Status = { running: unknown; lastError: unknown; items: { name: string; sizeBytes: number; files: number }[] };
    const status = (await until<Status>('/api/admin/backups', (s) => s.running === null, admin)) as Status;
    expect(status.lastError).toBeNull();
    expect(status.items).toHaveLength(1);
    const [item] = status.items;
    expect([...s3.objects.keys()].filter((k) => k.startsWith(`/${BUCKET}/backups/`)).sort()).toEqual([
      `/${BUCKET}/backups/${item!.name.replace(/\.tar\.gz$/, '')}`,
      `/${BUCKET}/backups/index`,
    ]);
    const archive = await t.request({ url: `/api/admin/backups/${item!.name}/download`, cookie: admin });
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.rawPayload.length).toBe(item!.sizeBytes);
    // gzip's magic number.
    expect([...archive.rawPayload.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  });

  it('left the data folder as it was: nothing was written under it', () => {
    expect(fs.statSync(dataDir).isFile()).toBe(true);
    expect(fs.readFileSync(dataDir, 'utf8')).toBe(NOT_A_FOLDER);
  });
});
