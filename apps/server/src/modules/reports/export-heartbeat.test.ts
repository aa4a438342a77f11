import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportMessages as m } from '@despacha/domain/reports/messages';
import { reportRuns } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 38 item 2: a report export whose instance died (its beat stopped two minutes ago) is
// failed when looked at, where it used to say "running" for half an hour; one still beating is
// running however long it has been.

let t: TestApp;
let ana: string;
let agencyA: string;
const MARCH = { from: '2026-03-01', to: '2026-03-31' };

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@relatorio-a.com.br');
  agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
});
afterAll(async () => t.close());

const ago = (ms: number) => new Date(Date.now() - ms);
/** As an instance writing the export left it: running, started `startedMs` ago, its last beat `beatMs` ago. */
async function leftRunning(startedMs: number, beatMs: number) {
  const [row] = await t.db
    .insert(reportRuns)
    .values({
      agencyId: agencyA,
      kind: 'geral',
      format: 'xlsx',
      filters: MARCH,
      filtersLabel: '01/03/2026 a 31/03/2026',
      status: 'running',
      rowCount: 5000,
      rowsDone: 1000,
      createdAt: ago(startedMs),
      heartbeatAt: ago(beatMs),
    })
    .returning();
  return row!;
}
const runOf = async (id: string) => (await t.request({ url: `/api/report-runs/${id}`, cookie: ana })).json();
const download = (id: string) => t.request({ url: `/api/report-runs/${id}/download`, cookie: ana });

describe('a report export whose instance died', () => {
  it('is running while it beats, even an hour after it began: its file is not ready yet', async () => {
    const row = await leftRunning(3600_000, 10_000);
    expect(await runOf(row.id)).toMatchObject({ status: 'running', rowsDone: 1000 });
    const res = await download(row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'REPORT_RUNNING', message: m.runStillRunning });
  });

  it('is failed with the reason once its beat is three minutes old, and a new export runs', async () => {
    const row = await leftRunning(4 * 60_000, 3 * 60_000);
    expect(await runOf(row.id)).toMatchObject({ status: 'failed', fileName: null, failure: m.runInterrupted });
    const [saved] = await t.db.select().from(reportRuns).where(eq(reportRuns.id, row.id));
    expect(saved).toMatchObject({ status: 'failed', error: m.runInterrupted });
    expect(saved!.finishedAt).not.toBeNull();
    const res = await download(row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'REPORT_FAILED', message: m.runFailed });

    const started = await t.request({ method: 'POST', url: '/api/reports/geral/exports', cookie: ana, body: { filters: MARCH, format: 'csv' } });
    expect(started.statusCode, started.body).toBe(202);
    let run = started.json().run;
    for (let i = 0; i < 400 && run.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      run = await runOf(run.id);
    }
    expect(run).toMatchObject({ status: 'done' });
    expect((await download(run.id)).statusCode).toBe(200);
  });

  it('is failed in the history list too, where it is first seen', async () => {
    const row = await leftRunning(5 * 60_000, 3 * 60_000);
    const list = (await t.request({ url: '/api/report-runs?page=1', cookie: ana })).json();
    expect(list.items.find((r: { id: string }) => r.id === row.id)).toMatchObject({ status: 'failed', failure: m.runInterrupted });
    const [saved] = await t.db.select().from(reportRuns).where(eq(reportRuns.id, row.id));
    expect(saved).toMatchObject({ status: 'failed', error: m.runInterrupted });
  });
});
