import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { agendaResponse } from '@despacha/domain/agenda/contracts';
import { auditListResponse } from '@despacha/domain/audit/contracts';
import { caixaResponse } from '@despacha/domain/contracts/caixa';
import { dashboardResponse } from '@despacha/domain/contracts/dashboard';
import { ownerResponse } from '@despacha/domain/contracts/registry/owner';
import { checklistEntry, inspectionResponse, movementResponse } from '@despacha/domain/contracts/registry/service-detail';
import { serviceResponse } from '@despacha/domain/contracts/registry/service';
import { vehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { reportRunsResponse } from '@despacha/domain/contracts/reports';
import { requestDetail, requestList } from '@despacha/domain/contracts/requests/request-record';
import { exigenciaListResponse } from '@despacha/domain/exigencias/contracts';
import { guiaDetail as guiaDetailResponse, guiaListResponse } from '@despacha/domain/guias/contracts';
import { ledgerResponse } from '@despacha/domain/ledger/contracts';
import { quoteListResponse } from '@despacha/domain/quotes/contracts';
import { generateWorld, type WorldSummary } from '../../../../../bench/world/index.ts';
import { guias, quotes, requests, services } from '../schema/index.ts';
import { localStorage } from '../../lib/storage.ts';
import { validateRequest } from '../../modules/requests/validate-request.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemo } from './demo.ts';

// The five-year world (bench/world, issue 31) at a tiny scale: what it writes reads back through
// the API under the product's own response contracts, and one agency sees nothing of another's.

// What GET /api/vehicles/:id and GET /api/services/:id answer, composed from the domain's contracts as the routes do.
const vehicleRecordContract = z.object({ owner: ownerResponse.nullable(), vehicle: vehicleResponse, services: z.array(serviceResponse) });
const serviceDetailContract = z.object({
  service: serviceResponse,
  movements: z.array(movementResponse),
  inspection: inspectionResponse,
  checklist: z.array(checklistEntry),
});

let t: TestApp;
let world: WorldSummary;
let large: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, localStorage(path.join(os.tmpdir(), `despacha-world-${process.pid}`)), undefined);
  world = await t.database.asOwner((db) => generateWorld(db, { scale: 0.005, otherAgencies: 3 }));
  large = await t.login(world.logins.large.manager, DEMO_PASSWORD);
  other = await t.login(world.logins.others[0]!.manager, DEMO_PASSWORD);
}, 60_000);
afterAll(async () => t.close());

async function read<S extends z.ZodType>(cookie: string, url: string, contract: S): Promise<z.output<S>> {
  const res = await t.request({ url, cookie });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  const parsed = contract.safeParse(res.json());
  expect(parsed.success, `${url}: ${parsed.error?.message}`).toBe(true);
  return parsed.data as z.output<S>;
}

/** A generated (not demo) row of the large agency, the newest first: the present's work. */
async function sample() {
  const agencyId = world.largeAgencyId;
  const [service] = await t.db
    .select()
    .from(services)
    .where(and(eq(services.agencyId, agencyId), gt(services.number, 40), gt(services.valorPagoCents, 0)))
    .orderBy(desc(services.number))
    .limit(1);
  const [quote] = await t.db
    .select()
    .from(quotes)
    .where(and(eq(quotes.agencyId, agencyId), gt(quotes.number, 5)))
    .limit(1);
  const [guia] = await t.db.select().from(guias).where(eq(guias.agencyId, agencyId)).limit(1);
  const [request] = await t.db
    .select()
    .from(requests)
    .where(and(eq(requests.agencyId, agencyId), sql`${requests.createdByName} <> ''`))
    .orderBy(desc(requests.createdAt))
    .limit(1);
  return { service: service!, quote: quote!, guia: guia!, request: request! };
}

it('fills every table the issue names, in proportion, with the demo logins on the large agency', () => {
  const c = world.counts;
  for (const table of [
    'owners',
    'vehicles',
    'services',
    'service_payments',
    'service_expenses',
    'exigencias',
    'inspections',
    'quotes',
    'guias',
    'guia_items',
    'requests',
    'service_documents',
    'audit_events',
    'activities',
    'report_runs',
    'invoices',
    'payments',
    'monitoring_hourly',
    'monitoring_incidents',
  ]) {
    expect(c[table], table).toBeGreaterThan(0);
  }
  expect(c.vehicles).toBeGreaterThanOrEqual(1000);
  expect(c.audit_events).toBeGreaterThan(c.services!);
  expect(world.logins.others.map((o) => o.manager)).toEqual([
    'gerente@agencia-0001.despacha.local',
    'gerente@agencia-0002.despacha.local',
    'gerente@agencia-0003.despacha.local',
  ]);
});

it('reads back through the API under the response contracts', async () => {
  const { service, guia, request } = await sample();
  const vehicle = await read(large, `/api/vehicles/${service.vehicleId}`, vehicleRecordContract);
  expect(vehicle.vehicle.id).toBe(service.vehicleId);
  await read(large, `/api/owners/${service.ownerId}`, ownerResponse);
  await read(large, `/api/services/${service.id}`, serviceDetailContract);
  const ledger = await read(large, `/api/services/${service.id}/ledger`, ledgerResponse);
  expect(ledger.payments.length).toBeGreaterThan(0);
  await read(large, '/api/agenda', agendaResponse);
  const caixa = await read(large, '/api/caixa', caixaResponse);
  expect(caixa.inCents).toBeGreaterThan(0);
  const audit = await read(large, '/api/audit', auditListResponse);
  expect(audit.items.length).toBeGreaterThan(0);
  const quoteList = await read(large, '/api/quotes', quoteListResponse);
  expect(quoteList.total).toBeGreaterThan(5);
  const guiaList = await read(large, `/api/guias?kind=${guia.kind}&status=`, guiaListResponse);
  expect(guiaList.total).toBeGreaterThan(0);
  const guiaDetail = await read(large, `/api/guias/${guia.id}`, guiaDetailResponse);
  expect(guiaDetail.items.length).toBe(5);
  await read(large, '/api/requests', requestList);
  const stored = await read(large, `/api/requests/${request.id}`, requestDetail);
  // A generated request reopens in its form without errors, as one typed in the product does.
  expect(() => validateRequest(stored.type, stored.data)).not.toThrow();
  const queue = await read(large, '/api/exigencias', exigenciaListResponse);
  expect(queue.total).toBeGreaterThan(0);
  const dashboard = await read(large, '/api/dashboard', dashboardResponse);
  expect(dashboard.cards.activeServices).toBeGreaterThan(0);
  const runs = await read(large, '/api/report-runs', reportRunsResponse);
  expect(runs.total).toBeGreaterThanOrEqual(60);
});

it("another agency's manager finds none of the large agency's rows", async () => {
  const { service, quote, guia, request } = await sample();
  for (const url of [
    `/api/vehicles/${service.vehicleId}`,
    `/api/owners/${service.ownerId}`,
    `/api/services/${service.id}`,
    `/api/services/${service.id}/ledger`,
    `/api/quotes/${quote.id}`,
    `/api/guias/${guia.id}`,
    `/api/requests/${request.id}`,
  ]) {
    expect((await t.request({ url, cookie: other })).statusCode, url).toBe(404);
  }
  const agencyB = world.logins.others[0]!.agencyId;
  const audit = await read(other, '/api/audit', auditListResponse);
  expect(audit.items.length).toBeGreaterThan(0);
  expect(audit.items.every((e) => e.agencyId === agencyB)).toBe(true);
  const largeQuotes = new Set((await t.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.agencyId, world.largeAgencyId))).map((q) => q.id));
  const otherQuotes = await read(other, '/api/quotes', quoteListResponse);
  expect(otherQuotes.items.some((q) => largeQuotes.has(q.id))).toBe(false);
  const dashboard = await read(other, '/api/dashboard', dashboardResponse);
  const own = await t.db.execute(sql`select count(*)::int as c from owners where agency_id = ${agencyB}`);
  expect(dashboard.cards.customers).toBe((own as { rows: { c: number }[] }).rows[0]!.c);
});
