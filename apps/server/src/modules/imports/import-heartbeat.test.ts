import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { importMessages as m } from '@despacha/domain/imports/messages';
import { importRuns } from '../../db/schema/index.ts';
import { STALE_AFTER_MS } from '../../lib/heartbeat.ts';
import { createStorage } from '../../lib/storage.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cpfFor, plateFor, renavamFor } from '../../testing/numbered-documents.ts';
import { takeOverStaleRuns } from './job.ts';

// Issue 38 item 2: an import whose instance died (its beat stopped two minutes ago) no longer
// keeps the agency's next import waiting; one still beating does (one import at a time).

let t: TestApp;
let ana: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@batimento-a.com.br');
  await t.onboard(ana, { name: 'Agência A' });
});
afterAll(async () => t?.close());

const BOUNDARY = 'despacha-batimento';
const HEADER = 'Nome do cliente;CPF/CNPJ;Placa;Renavam;Serviço';
const line = (i: number) => [`Cliente ${i}`, cpfFor(i), plateFor(i), renavamFor(i), 'Transferência'].join(';');

async function settled(id: string, until: ImportRun['status'][]): Promise<ImportRun> {
  for (let i = 0; i < 400; i++) {
    const run = (await t.request({ url: `/api/imports/${id}`, cookie: ana })).json() as ImportRun;
    if (until.includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('import did not settle');
}

/** An uploaded and analysed run, ready to start. */
async function readyRun(first: number): Promise<ImportRun> {
  const data = Buffer.from([HEADER, line(first), line(first + 1)].join('\n'));
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="clientes.csv"\r\ncontent-type: text/csv\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/imports',
    payload,
    headers: { origin: 'http://localhost:3000', cookie: ana, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  expect(up.statusCode, up.body).toBe(201);
  const run = up.json() as ImportRun;
  const analysis = await t.request({ method: 'PUT', url: `/api/imports/${run.id}/analysis`, cookie: ana, body: { mapping: run.mapping, overwrite: false } });
  expect(analysis.statusCode, analysis.body).toBe(200);
  return settled(run.id, ['ready']);
}

const start = (id: string) => t.request({ method: 'POST', url: `/api/imports/${id}/start`, cookie: ana });
/** As an instance running the import left it: running, its last beat `ageMs` ago. */
const leftRunning = (id: string, ageMs: number) =>
  t.db
    .update(importRuns)
    .set({ status: 'running', heartbeatAt: new Date(Date.now() - ageMs) })
    .where(eq(importRuns.id, id));

describe('an import whose instance died', () => {
  it('blocks the next import while it beats, and not once its beat is three minutes old', async () => {
    const dead = await readyRun(500);
    const next = await readyRun(600);

    await leftRunning(dead.id, 5_000);
    const refused = await start(next.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'IMPORT_RUNNING', message: m.running });
    expect((await t.request({ url: `/api/imports/${next.id}`, cookie: ana })).json().status).toBe('ready');

    await leftRunning(dead.id, 3 * 60_000);
    expect(3 * 60_000).toBeGreaterThan(STALE_AFTER_MS);
    const started = await start(next.id);
    expect(started.statusCode, started.body).toBe(200);
    expect(await settled(next.id, ['done', 'failed'])).toMatchObject({ status: 'done', counts: { create: 2, error: 0 } });
  });
});

// Decisions 060 and 069: the every-minute take-over resumes a dead import; once another import of
// the agency started after it died, resuming it would run two at a time. It is ended instead.
describe('a dead import beside a newer one', () => {
  const runOf = async (id: string) => (await t.request({ url: `/api/imports/${id}`, cookie: ana })).json() as ImportRun;

  it('is ended with the reason when the newer one starts, and never taken over', async () => {
    const dead = await readyRun(700);
    const next = await readyRun(800);
    await leftRunning(dead.id, 3 * 60_000);
    const started = await start(next.id);
    expect(started.statusCode, started.body).toBe(200);
    expect(await runOf(dead.id)).toMatchObject({ status: 'failed', message: m.superseded });
    expect(await takeOverStaleRuns({ db: t.db, storage: createStorage(t.config), log: t.app.log })).toBe(0);
    expect(await settled(next.id, ['done', 'failed'])).toMatchObject({ status: 'done' });
    expect(await runOf(dead.id)).toMatchObject({ status: 'failed', message: m.superseded });
  });

  it('is ended by the take-over, not resumed, while the newer one runs', async () => {
    // As two instances could have left it before the start ended the dead run: both running.
    const dead = await readyRun(900);
    const newer = await readyRun(1000);
    await leftRunning(dead.id, 3 * 60_000);
    await leftRunning(newer.id, 5_000);
    expect(await takeOverStaleRuns({ db: t.db, storage: createStorage(t.config), log: t.app.log })).toBe(1);
    expect(await runOf(dead.id)).toMatchObject({ status: 'failed', message: m.superseded });
    expect(await runOf(newer.id)).toMatchObject({ status: 'running' });
    await t.db.update(importRuns).set({ status: 'cancelled' }).where(eq(importRuns.id, newer.id));
  });
});
