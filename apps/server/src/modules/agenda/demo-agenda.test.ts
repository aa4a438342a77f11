import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema/index.ts';
import { demoAgency } from '../../db/seed/demo-accounts.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { localStorage } from '../../lib/storage.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { agendaSummary } from './agenda-summary.ts';

// The demo agency's agenda has something to show from the first start (decision 038).

let t: TestApp;
let agencyId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, localStorage(path.join(os.tmpdir(), `despacha-demo-agenda-${process.pid}`)), undefined);
  agencyId = (await t.db.query.agencies.findFirst({ where: eq(agencies.cnpj, demoAgency.cnpj) }))!.id;
});
afterAll(async () => t.close());

it('the demo agency has two vistorias today, one missed, and its late prazos on the agenda', async () => {
  const s = await agendaSummary(t.db, agencyId);
  expect(s.vistoriasToday).toBe(2);
  expect(s.lateVistorias).toBe(1);
  // The demo's late services (prazo three days ago) are the agenda's overdue deadlines.
  expect(s.lateDeadlines).toBe(4);
});
