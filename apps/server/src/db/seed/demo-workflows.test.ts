import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { agencies, serviceDocuments, serviceMovements, services } from '../schema/index.ts';
import { localStorage } from '../../lib/storage.ts';
import { exigenciaSummary, listExigencias } from '../../modules/exigencias/queries.ts';
import { listQuotes } from '../../modules/quotes/queries.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { demoAgency } from './demo-accounts.ts';
import { todayIso } from '../../lib/dates.ts';
import { seedDemo } from './demo.ts';

// The demo's workflows have something to show from the first start: the services "em exigência"
// have the exigência that put them there (decision 037), and Orçamentos has one quote per state.

let t: TestApp;
let agencyId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, localStorage(path.join(os.tmpdir(), `despacha-demo-workflows-${process.pid}`)), undefined);
  agencyId = (await t.db.query.agencies.findFirst({ where: eq(agencies.cnpj, demoAgency.cnpj) }))!.id;
});
afterAll(async () => t.close());

it('every open demo service in position exigência has one open exigência, its documents pending', async () => {
  const inExigencia = await t.db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.agencyId, agencyId), eq(services.posicao, 'exigencia'), ne(services.status, 'completed')));
  expect(inExigencia.length).toBeGreaterThan(3);
  const queue = await listExigencias(t.db, agencyId, { status: 'open', responsible: '', q: '', page: 1 });
  expect(queue.total).toBe(inExigencia.length);
  expect(new Set(queue.items.map((e) => e.serviceId))).toEqual(new Set(inExigencia.map((s) => s.id)));
  expect(await exigenciaSummary(t.db, agencyId)).toEqual({ open: inExigencia.length, late: 1 });

  const first = queue.items[0]!;
  expect(first.responsibleName).toBe('Gerente Demonstração');
  const docs = await t.db
    .select()
    .from(serviceDocuments)
    .where(and(eq(serviceDocuments.agencyId, agencyId), eq(serviceDocuments.serviceId, first.serviceId)));
  expect(first.items.length).toBeGreaterThan(0);
  for (const { item, received } of first.items) {
    expect(received).toBe(false);
    expect(docs.find((d) => d.item === item)).toMatchObject({ required: true, received: false });
  }
  const [moved] = await t.db
    .select()
    .from(serviceMovements)
    .where(and(eq(serviceMovements.agencyId, agencyId), eq(serviceMovements.serviceId, first.serviceId), eq(serviceMovements.position, 'exigencia')));
  expect(first.demand.startsWith(moved!.note)).toBe(true);
});

it('Orçamentos lists one demo quote in each state, the old sent one expired, totals from their parts', async () => {
  const { items, total } = await listQuotes(t.db, agencyId, { q: '', page: 1 });
  expect(total).toBe(5);
  expect(items.map((q) => q.status).sort()).toEqual(['aceito', 'enviado', 'expirado', 'rascunho', 'recusado']);
  const expired = await listQuotes(t.db, agencyId, { q: '', status: 'expirado', page: 1 });
  expect(expired.items.map((q) => q.customerName)).toEqual(['Bruno Carvalho']);
  const draft = items.find((q) => q.status === 'rascunho')!;
  expect(draft.total).toBe((draft.detranFee ?? 0) + draft.honorarios + 25000);
  // DETRAN fees come from the catalog (issue 35): the confirmed 2026 GRT; the others "a confirmar", never R$ 0,00.
  if (todayIso().startsWith('2026')) {
    expect(items.find((q) => q.serviceType === 'licenciamento')!.detranFee).toBe(29371);
    expect(items.filter((q) => q.serviceType !== 'licenciamento').map((q) => q.detranFee)).toEqual([null, null, null, null]);
  }
});

it('the demo services take their DETRAN fee from the catalog: the confirmed figure, else "a confirmar" (null), never 0', async () => {
  const rows = await t.db.select({ servico: services.servico, valor: services.valorCents }).from(services).where(eq(services.agencyId, agencyId));
  expect(rows).toHaveLength(40);
  expect(rows.some((r) => r.valor === 0)).toBe(false);
  // Decision 078: only licenciamento has a public figure for 2026 (docs/service-fees-sources.md).
  if (todayIso().startsWith('2026')) {
    expect(rows.filter((r) => r.servico === 'licenciamento').map((r) => r.valor)).toEqual(Array(6).fill(29371));
    expect(rows.filter((r) => r.valor === null)).toHaveLength(34);
  }
});
