import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies, requests } from '../schema/index.ts';
import { localStorage } from '../../lib/storage.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_PASSWORD, demoAgency } from './demo-accounts.ts';
import { seedDemo } from './demo.ts';
import { seedDemoRequests } from './demo-requests.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, localStorage(path.join(os.tmpdir(), `despacha-demo-${process.pid}`)), undefined);
});
afterAll(async () => t.close());

describe('demo requests', () => {
  it('the demo agency has a few requests about its own vehicles, seeded once', async () => {
    const agency = (await t.db.query.agencies.findFirst({ where: eq(agencies.cnpj, demoAgency.cnpj) }))!;
    await seedDemoRequests(t.db, agency.id, { id: 'x', name: 'x' });
    const rows = await t.db.select().from(requests).where(eq(requests.agencyId, agency.id));
    expect(rows.map((r) => r.type).sort()).toEqual(['cancelamento-intencao-venda', 'certidao-propriedade', 'informacao-venda', 'intencao-venda']);
    const plates = new Set((await t.db.query.vehicles.findMany({ where: (v, { eq: e }) => e(v.agencyId, agency.id) })).map((v) => v.placaMercosul || v.placa));
    expect(rows.every((r) => r.placa !== '' && plates.has(r.placa))).toBe(true);
    expect(rows.every((r) => r.createdByName === 'Gerente Demonstração' && r.subject !== '')).toBe(true);
  });

  it('they open through the API and print', async () => {
    const cookie = await t.login('gerente@demo.despacha.local', DEMO_PASSWORD);
    const list = (await t.request({ url: '/api/requests', cookie })).json();
    expect(list.total).toBe(4);
    expect(list.items[0].type).toBe('cancelamento-intencao-venda');
    const pdf = await t.request({ url: `/api/requests/${list.items[0].id}/pdf`, cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});
