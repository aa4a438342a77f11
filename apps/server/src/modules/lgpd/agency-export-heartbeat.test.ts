import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import { agencyExports } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 38 item 2: an agency export whose instance died (its beat stopped two minutes ago) is
// failed when next looked at and no longer blocks a new one, where it used to for six hours; one
// still beating blocks however long it has been running.

let t: TestApp;
let ana: string;
let bia: string;
let agencyA: string;
let agencyB: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@exporta-a.com.br');
  agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  bia = await t.userSession('Bia', 'bia@exporta-b.com.br');
  agencyB = (await t.onboard(bia, { name: 'Agência B', cnpj: '11.444.777/0001-61' })).json().id;
});
afterAll(async () => t.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const latest = async (cookie: string) => (await t.request({ url: '/api/lgpd/agency-export', cookie })).json().export;
const start = (cookie: string) => t.request({ method: 'POST', url: '/api/lgpd/agency-export', cookie });
/** As an instance writing the export left it: running, started `startedMs` ago, its last beat `beatMs` ago. */
async function leftRunning(agencyId: string, startedMs: number, beatMs: number) {
  const [row] = await t.db
    .insert(agencyExports)
    .values({ agencyId, status: 'running', rowsTotal: 900, rowsDone: 300, createdAt: ago(startedMs), heartbeatAt: ago(beatMs) })
    .returning();
  return row!;
}

async function finished(cookie: string) {
  for (let i = 0; i < 200; i++) {
    const e = await latest(cookie);
    if (e && e.status !== 'running') return e;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('export did not finish');
}

describe('an agency export whose instance died', () => {
  it('still blocks a new export while it beats, even hours after it began', async () => {
    const row = await leftRunning(agencyB, 7 * 3600_000, 10_000);
    const refused = await start(bia);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'EXPORT_RUNNING', message: m.agencyRunning });
    expect(await latest(bia)).toMatchObject({ id: row.id, status: 'running', rowsDone: 300 });
  });

  it('is failed with the reason once its beat is three minutes old, and a new export runs', async () => {
    const row = await leftRunning(agencyA, 4 * 60_000, 3 * 60_000);
    // The card shows why it failed (the summary's failure), not a generic message.
    expect(await latest(ana)).toMatchObject({ id: row.id, status: 'failed', downloadable: false, failure: m.agencyInterrupted });
    const [saved] = await t.db.select().from(agencyExports).where(eq(agencyExports.id, row.id));
    expect(saved).toMatchObject({ status: 'failed', error: m.agencyInterrupted });
    expect(saved!.finishedAt).not.toBeNull();

    const res = await start(ana);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().export.id).not.toBe(row.id);
    expect(res.json().export.failure).toBe('');
    expect(await finished(ana)).toMatchObject({ id: res.json().export.id, status: 'done', downloadable: true, failure: '' });
  });

  it('is failed when a new export is asked for once its beat stopped, without anyone looking first', async () => {
    const [row] = await t.db.select().from(agencyExports).where(eq(agencyExports.agencyId, agencyB));
    expect(row).toMatchObject({ status: 'running' });
    await t.db
      .update(agencyExports)
      .set({ heartbeatAt: ago(3 * 60_000) })
      .where(eq(agencyExports.id, row!.id));
    const res = await start(bia);
    expect(res.statusCode, res.body).toBe(202);
    const [saved] = await t.db.select().from(agencyExports).where(eq(agencyExports.id, row!.id));
    expect(saved).toMatchObject({ status: 'failed', error: m.agencyInterrupted });
    expect(await finished(bia)).toMatchObject({ id: res.json().export.id, status: 'done' });
  });
});
