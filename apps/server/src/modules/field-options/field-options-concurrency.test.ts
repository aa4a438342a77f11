import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminMessages } from '@despacha/domain/admin-messages';
import { fieldOptions } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

// On PostgreSQL (DATABASE_URL) the requests run on the pool's connections at once; PGlite runs one
// statement at a time, so there this checks the answers only.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
});
afterAll(async () => t.close());

const create = (optionValue: string, optionLabel: string) =>
  t.request({ method: 'POST', url: '/api/admin/field-options', cookie: admin, body: { fieldName: 'color', optionValue, optionLabel } });
const stored = (optionValue: string) =>
  t.db
    .select({ id: fieldOptions.id })
    .from(fieldOptions)
    .where(and(eq(fieldOptions.fieldName, 'color'), eq(fieldOptions.optionValue, optionValue)));
const expectDuplicate = (res: { statusCode: number; json: () => { error: { code: string; message: string } } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json().error).toMatchObject({ code: 'DUPLICATE_OPTION', message: adminMessages.fieldOptionDuplicate });
};

it('ten admins adding the same value at once: one 201, nine 409, no 500, one row', async () => {
  const results = await Promise.all(Array.from({ length: 10 }, (_, i) => create('grafite', `Grafite ${i}`)));
  expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  for (const r of results.filter((r) => r.statusCode === 409)) expectDuplicate(r);
  expect(await stored('grafite')).toHaveLength(1);
});

it('two options renamed to one value at once: one 200, one 409', async () => {
  const a = (await create('areia', 'Areia')).json().id as string;
  const b = (await create('marfim', 'Marfim')).json().id as string;
  const rename = (id: string) =>
    t.request({ method: 'PATCH', url: `/api/admin/field-options/${id}`, cookie: admin, body: { optionValue: 'creme', optionLabel: 'Creme' } });
  const results = await Promise.all([rename(a), rename(b)]);
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expectDuplicate(results.find((r) => r.statusCode === 409)!);
  expect(await stored('creme')).toHaveLength(1);
});
