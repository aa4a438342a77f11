import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import { agencyExports } from '../../db/schema/index.ts';
import { lockAgency } from '../../lib/agency-lock.ts';
import { createStorage } from '../../lib/storage.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { exportSummary, startAgencyExport } from './agency-export.ts';

// One running export per agency holds in the database, not in one process's memory: two requests
// at the same instant, here or on two instances sharing the PostgreSQL, start one export only. And
// an export that fails ends (its upload refused at once used to leave it beating forever) with a
// pt-BR reason the card shows.

let t: TestApp;
let ana: string;
let bia: string;
let agencyA: string;
let agencyB: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@concorre-a.com.br');
  agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  bia = await t.userSession('Bia', 'bia@concorre-b.com.br');
  agencyB = (await t.onboard(bia, { name: 'Agência B', cnpj: '11.444.777/0001-61' })).json().id;
});
afterAll(async () => t.close());

const start = (cookie: string) => t.request({ method: 'POST', url: '/api/lgpd/agency-export', cookie });

describe('two agency exports asked for at the same instant', () => {
  it('start one: the other gets the pt-BR 409', async () => {
    const answers = await Promise.all([start(ana), start(ana)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([202, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({ code: 'EXPORT_RUNNING', message: m.agencyRunning });
  });

  // Another instance's request, mid-transaction: it holds the agency's lock and has inserted its
  // running row, not yet committed. This request waits for it and then sees that row. PGlite has
  // one connection (an open transaction there blocks every other query), so PostgreSQL only.
  it.skipIf(!process.env.DATABASE_URL)('waits for another instance starting one and refuses', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const other = t.db.transaction(async (tx) => {
      await lockAgency(tx, agencyB);
      const [row] = await tx.insert(agencyExports).values({ agencyId: agencyB }).returning();
      locked();
      await held;
      return row!;
    });
    await lockTaken;
    const answer = start(bia);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const theirs = await other;
    const res = await answer;
    expect(res.statusCode, res.body).toBe(409);
    const running = await t.db
      .select({ id: agencyExports.id })
      .from(agencyExports)
      .where(and(eq(agencyExports.agencyId, agencyB), eq(agencyExports.status, 'running')));
    expect(running).toEqual([{ id: theirs.id }]);
  });
});

describe('an agency export whose writing fails', () => {
  it('says so in pt-BR, the driver’s own words kept for the log', async () => {
    // Let the first test's export end, so this one may start.
    await t.db
      .update(agencyExports)
      .set({ status: 'done' })
      .where(and(eq(agencyExports.agencyId, agencyA), eq(agencyExports.status, 'running')));
    const storage = createStorage(t.config);
    // The upload fails once the whole ZIP went through it (as a refused completion would).
    storage.putStream = async (_key, body) => {
      for await (const chunk of body) void chunk;
      throw new Error('connect ECONNREFUSED 10.0.0.9:9000');
    };
    const userId = (await t.request({ url: '/api/me', cookie: ana })).json().user.id;
    const actor = { userId, name: 'Ana', role: 'dispatcher', agencyId: agencyA } as TenantActor;
    const { row, done } = await startAgencyExport({ db: t.db, storage, log: t.app.log }, actor);
    await done;
    const [saved] = await t.db
      .select()
      .from(agencyExports)
      .where(and(eq(agencyExports.agencyId, agencyA), eq(agencyExports.id, row.id)));
    expect(await exportSummary(saved!, storage)).toMatchObject({ status: 'failed', failure: m.agencyFailed });
  });

  it('ends, failed, when the upload fails before taking a byte', async () => {
    const storage = createStorage(t.config);
    storage.putStream = async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.9:9000');
    };
    const userId = (await t.request({ url: '/api/me', cookie: ana })).json().user.id;
    const actor = { userId, name: 'Ana', role: 'dispatcher', agencyId: agencyA } as TenantActor;
    const { row, done } = await startAgencyExport({ db: t.db, storage, log: t.app.log }, actor);
    await done;
    const [saved] = await t.db
      .select()
      .from(agencyExports)
      .where(and(eq(agencyExports.agencyId, agencyA), eq(agencyExports.id, row.id)));
    expect(await exportSummary(saved!, storage)).toMatchObject({ status: 'failed', failure: m.agencyFailed });
  });
});
