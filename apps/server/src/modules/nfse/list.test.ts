import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfseListMessages as m, NFSE_PAGE_SIZE } from '@despacha/domain/nfse/list';
import { auditEvents, nfseDocuments } from '../../db/schema/index.ts';
import { zipEntries } from '../../testing/spreadsheet-cells.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bareServices, storedNfse } from './issue-test-world.ts';
import { nfseListWorld } from './list-test-world.ts';
import { monthXmlZip, ZIP_RUNNING_MAX, zipsRunning } from './xml-zip.ts';

// Notas fiscais and the month's XMLs as a ZIP (decision 075), through app.inject, on the NFS-e of
// list-test-world.ts. The list's export is export-list.test.ts's.

let t: TestApp;
let ana: string; // dispatcher of A
let beto: string; // staff of A
let bia: string; // dispatcher of B
let agencyA: string;
let ids: Record<string, string>;
let holderA: { vehicleId: string; ownerId: string };

const list = (cookie: string, query = '') => t.request({ url: `/api/nfse${query}`, cookie });
const zip = (cookie: string, query: string) => t.request({ url: `/api/nfse/xml.zip${query}`, cookie });

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, beto, bia, agencyA, holderA, ids } = await nfseListWorld(t));
}, 60_000);
afterAll(async () => t.close());

describe('GET /api/nfse', () => {
  it('lists a month of competência with the totals of everything the filter matches, newest first', async () => {
    const res = await list(ana, '?month=2026-01');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((r: { tomadorName: string }) => r.tomadorName)).toEqual(['Alice', 'bruno', 'Carla', 'Edu', 'Dora']);
    expect(body).toMatchObject({
      total: 5,
      page: 1,
      pageSize: NFSE_PAGE_SIZE,
      summary: { valueCents: 72000, authorisedCount: 2, authorisedValueCents: 50000 },
    });
    expect(body.items[2]).toMatchObject({
      id: ids.carla,
      serviceNumber: 5000,
      status: 'autorizada',
      nfseNumber: '1',
      competence: '2026-01-10',
      hasXml: true,
      honorariosCents: 30000,
    });
    expect(body.items[0]).toMatchObject({ status: 'pendente', nfseNumber: null, hasXml: false, issuedAt: '2026-02-01T03:30:00.000Z' });
  });

  it('by emission the month is Brasília’s', async () => {
    const january = (await list(ana, '?month=2026-01&by=emissao')).json();
    expect(january.items.map((r: { id: string }) => r.id).sort()).toEqual([ids.carla, ids.bruno, ids.cancelled, ids.rejected].sort());
    const february = (await list(ana, '?month=2026-02&by=emissao')).json();
    expect(february.items.map((r: { id: string }) => r.id)).toEqual([ids.pending]);
    expect(february.summary).toEqual({ valueCents: 7000, authorisedCount: 0, authorisedValueCents: 0 });
  });

  it('filters by status and sorts by each column', async () => {
    const authorised = (await list(ana, '?month=2026-01&status=autorizada')).json();
    expect(authorised).toMatchObject({ total: 2, summary: { valueCents: 50000, authorisedCount: 2, authorisedValueCents: 50000 } });
    const names = async (q: string) => (await list(ana, `?month=2026-01&${q}`)).json().items.map((r: { tomadorName: string }) => r.tomadorName);
    expect(await names('sort=value&dir=asc')).toEqual(['Edu', 'Alice', 'Dora', 'bruno', 'Carla']);
    // Case does not split the names.
    expect(await names('sort=tomador&dir=asc')).toEqual(['Alice', 'bruno', 'Carla', 'Dora', 'Edu']);
    expect(await names('sort=competence&dir=asc')).toEqual(['Dora', 'Edu', 'Carla', 'Alice', 'bruno']);
    expect(await names('sort=number&dir=desc')).toEqual(['Alice', 'Edu', 'Dora', 'bruno', 'Carla']);
    // One status, newest first.
    expect(await names('sort=status&dir=asc')).toEqual(['bruno', 'Carla', 'Dora', 'Alice', 'Edu']);
  });

  it('pages on the server: no row twice, none left out, the totals over all of them', async () => {
    const first = (await list(ana, '?month=2025-06')).json();
    const second = (await list(ana, '?month=2025-06&page=2')).json();
    expect(first.total).toBe(NFSE_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(NFSE_PAGE_SIZE);
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((r: { id: string }) => r.id)).size).toBe(NFSE_PAGE_SIZE + 2);
    expect(second.summary.valueCents).toBe((NFSE_PAGE_SIZE + 2) * 15000);
  });

  it('every month without one, staff too; only the agency’s own', async () => {
    const all = (await list(beto)).json();
    expect(all.total).toBe(5 + NFSE_PAGE_SIZE + 2);
    const b = (await list(bia)).json();
    expect(b.items.map((r: { tomadorName: string }) => r.tomadorName)).toEqual(['De B']);
    expect(b.summary.valueCents).toBe(99900);
    expect((await list('')).statusCode).toBe(401);
  });

  it('refuses bad filters in pt-BR', async () => {
    for (const [query, message] of [
      ['?month=2026-13', m.monthInvalid],
      ['?month=1999-12', m.monthInvalid],
      [`?month=${'9'.repeat(500)}`, undefined],
      ['?status=paga', m.statusInvalid],
      ['?by=hoje', m.basisInvalid],
      ['?sort=chave', 'Ordenação inválida'],
      ['?page=0', 'Página inválida'],
    ] as const) {
      const res = await list(ana, query);
      expect(res.statusCode, query).toBe(400);
      if (message) expect(res.body, query).toContain(message);
    }
  });
});

describe('GET /api/nfse/xml.zip', () => {
  it('zips the month’s authorised XMLs only, as stored, and audits the download', async () => {
    const res = await zip(beto, '?month=2026-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="nfse-xml-competencia-2026-01.zip"');
    const entries = zipEntries(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual([`nfse-1-${'3'.repeat(49)}1.xml`, `nfse-2-${'3'.repeat(49)}2.xml`]);
    expect(entries.get(`nfse-1-${'3'.repeat(49)}1.xml`)!.toString('utf8')).toBe('<NFSe><nNFSe>1</nNFSe></NFSe>');
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.agencyId, agencyA), eq(auditEvents.entity, 'nfse'), eq(auditEvents.action, 'exported')));
    expect(event?.summary).toBe('Baixou os XML das NFS-e autorizadas de competência 01/2026 (2 notas)');
  });

  it('by emission, B’s own only; none in the month is 404 in pt-BR; the month is required', async () => {
    const february = await zip(ana, '?month=2026-02&by=emissao');
    expect(february.statusCode).toBe(404);
    expect(february.json().error.message).toBe(m.zipEmpty('2026-02', 'emissao'));
    const b = zipEntries((await zip(bia, '?month=2026-01')).rawPayload);
    expect([...b.keys()]).toEqual([`nfse-1-${'3'.repeat(49)}1.xml`]);
    expect((await zip(ana, '')).json().error.fields).toEqual({ month: m.monthRequired });
    expect((await zip('', '?month=2026-01')).statusCode).toBe(401);
  });

  it('at most ZIP_RUNNING_MAX at once (503); a client that leaves mid-file frees its place, the writer does not wait for ever', async () => {
    // Incompressible XMLs, far above what the stream buffers: the writer must wait for the reader.
    const svc = await bareServices(t.db, { agencyId: agencyA, ...holderA, firstNumber: 6000, count: 3 });
    await t.db.insert(nfseDocuments).values(
      svc.map((serviceId, i) =>
        storedNfse({
          agencyId: agencyA,
          serviceId,
          number: 200 + i,
          status: 'autorizada',
          competence: '2025-03-10',
          nfseXml: `<NFSe>${crypto.randomBytes(300_000).toString('base64')}</NFSe>`,
        }),
      ),
    );
    const me = (await t.request({ url: '/api/me', cookie: ana })).json();
    const actor = { userId: me.user.id, name: 'Ana', role: 'dispatcher', agencyId: agencyA } as Parameters<typeof monthXmlZip>[1];
    const streams = [];
    for (let i = 0; i < ZIP_RUNNING_MAX; i++)
      streams.push((await monthXmlZip(t.db, actor, { month: '2025-03', by: 'competencia' }, '127.0.0.1', t.app.log)).stream);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Still running: nobody read them.
    expect(zipsRunning()).toBe(ZIP_RUNNING_MAX);
    const busy = await zip(ana, '?month=2025-03');
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.message).toBe(m.zipBusy);
    for (const stream of streams) stream.destroy();
    for (let i = 0; i < 100 && zipsRunning() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(zipsRunning()).toBe(0);
  });
});
