import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { fillOtherAgency, scansOf, seqScansOfLarge } from '../../testing/query-plans.ts';
import { insertBulkServices } from '../reports/public.ts';
import { candidatesQuery } from './queries.ts';

// Nova guia's candidates at volume (issue 31), apart from guias.test.ts's behaviour.

let t: TestApp;
let b: string;

beforeAll(async () => {
  t = await createTestApp();
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
}, 60_000);
afterAll(async () => t.close());

describe('Nova guia at five-year volume', () => {
  it('lists the first 200 ready services of thousands by number, through indexes, and searches the rest', async () => {
    const c = await t.userSession('Cida', 'cida@c.com.br');
    const onboarded = await t.onboard(c, { name: 'Agência C', cnpj: '11.444.777/0001-61' });
    expect(onboarded.statusCode, onboarded.body).toBeLessThan(300);
    const agencyId = onboarded.json().id as string;
    const fillerAgency = (await t.request({ url: '/api/agency', cookie: b })).json().id as string;
    // 3,000 services, each with its own owner and vehicle; the even numbers stay open, the rest is
    // done. Ready for a Guia Geral: multiples of 6 (emissão, pending, cover "normal") that are not
    // primeiro emplacamento (n % 4 = 2), i.e. multiples of 12: 250 of them.
    await insertBulkServices(t.db, { agencyId, count: 3_000, firstNumber: 1, from: '2022-01-01', to: '2026-06-30', createdBy: null });
    await t.db.execute(sql`update services set posicao = 'pronto', status = 'completed' where agency_id = ${agencyId} and number % 2 <> 0`);
    await fillOtherAgency(t.db, fillerAgency);
    await t.database.asOwner((owner) => owner.execute(sql`analyze services, vehicles, owners, guia_items`));
    const ready = Array.from({ length: 250 }, (_, k) => 12 * (k + 1));

    for (const q of ['', 'cliente 48', 'RAA0048', '48']) {
      expect(seqScansOfLarge(await scansOf(t.db, candidatesQuery(t.db, agencyId, 'geral', q))), `q=${q}`).toEqual([]);
    }
    const all = (await t.request({ url: '/api/guias/candidates?kind=geral', cookie: c })).json();
    expect(all.truncated).toBe(true);
    expect(all.rows.map((r: { number: number }) => r.number)).toEqual(ready.slice(0, 200));
    expect(all.rows[0]).toMatchObject({
      number: 12,
      placa: 'RAA0012',
      renavam: '00000000012',
      ownerName: 'Cliente 12',
      serviceLabel: 'Transferência de propriedade',
    });
    // Beyond the first 200: the search reaches them, by number or owner.
    const beyond = ready[240]!;
    for (const q of [String(beyond), `cliente ${beyond}`]) {
      const found = (await t.request({ url: `/api/guias/candidates?kind=geral&q=${encodeURIComponent(q)}`, cookie: c })).json();
      expect(
        found.rows.map((r: { number: number }) => r.number),
        q,
      ).toContain(beyond);
      expect(found.truncated).toBe(false);
    }
  }, 30_000);
});
