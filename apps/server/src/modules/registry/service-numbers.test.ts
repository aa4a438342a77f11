import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { services } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { numberedRegistration } from '../../testing/numbered-documents.ts';

// On PostgreSQL (DATABASE_URL) the requests run on the pool's connections at once; PGlite runs
// one transaction at a time, so there this only checks the numbering itself.
let t: TestApp;
let a: string;
let b: string;
let agencyA: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  agencyA = (await t.onboard(a, { name: 'Agência A' })).json().id;
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
});
afterAll(async () => t.close());

const save = (cookie: string, i: number) => t.request({ method: 'POST', url: '/api/registrations', cookie, body: numberedRegistration(i) });

it('100 registrations at once in one agency get the numbers 1 to 100, none refused', async () => {
  const results = await Promise.all(Array.from({ length: 100 }, (_, i) => save(a, i)));
  expect(results.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
  const numbers = results.map((r) => r.json().service.number as number).sort((x, y) => x - y);
  expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  const stored = await t.db.select({ number: services.number }).from(services).where(eq(services.agencyId, agencyA));
  expect(stored.map((s) => s.number).sort((x, y) => x - y)).toEqual(numbers);
}, 120_000);

it("another agency's numbering is its own, also while A saves at the same time", async () => {
  const results = await Promise.all([...Array.from({ length: 10 }, (_, i) => save(b, i)), ...Array.from({ length: 10 }, (_, i) => save(a, 100 + i))]);
  expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  expect(
    results
      .slice(0, 10)
      .map((r) => r.json().service.number)
      .sort((x: number, y: number) => x - y),
  ).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  expect(
    results
      .slice(10)
      .map((r) => r.json().service.number)
      .sort((x: number, y: number) => x - y),
  ).toEqual(Array.from({ length: 10 }, (_, i) => i + 101));
}, 60_000);
