import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { certificateServiceProblem } from '@despacha/domain/library/certificate-services';
import { findLibraryItem } from '@despacha/domain/library/catalog';
import { displayPlate } from '@despacha/domain/validators/plate';
import { agencies, services, vehicles } from '../schema/index.ts';
import { localStorage } from '../../lib/storage.ts';
import { loadLibraryContext } from '../../modules/library/load-context.ts';
import { renderLibraryItem } from '../../modules/library/render-library-item.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { demoAgency } from './demo-accounts.ts';
import { seedDemo } from './demo.ts';

// The demo has a finished process filed through the DAP (cover 'dap'), so the DAP certificate,
// cover and A.S.D. have a service to print from the first start (issue 35 §2 item 7).

let t: TestApp;
let agencyId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, localStorage(path.join(os.tmpdir(), `despacha-demo-dap-${process.pid}`)), undefined);
  agencyId = (await t.db.query.agencies.findFirst({ where: eq(agencies.cnpj, demoAgency.cnpj) }))!.id;
});
afterAll(async () => t.close());

it('the demo agency has a completed DAP service, and the DAP certificate prints for it', async () => {
  const dap = await t.db
    .select({ id: services.id, number: services.number, status: services.status, placa: vehicles.placa })
    .from(services)
    .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
    .where(and(eq(services.agencyId, agencyId), eq(services.capaProcesso, 'dap')));
  expect(dap.length).toBeGreaterThan(0);
  const done = dap.find((s) => s.status === 'completed');
  expect(done, 'a completed DAP service').toBeDefined();

  const ctx = await loadLibraryContext(t.db, { agencyId, serviceId: done!.id });
  expect(certificateServiceProblem('certificado-dap', ctx.filled!.service)).toBeNull();
  const text = pdfText(await renderLibraryItem(findLibraryItem('certificado-dap')!, ctx));
  expect(text).toContain('DAP');
  expect(text).toContain(displayPlate(done!.placa));
  expect(text).toContain(String(done!.number));
});
