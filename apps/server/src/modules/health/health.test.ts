import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('reports the database as up', async () => {
  const res = await t.request({ url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up', kind: process.env.DATABASE_URL ? 'postgres' : 'pglite' } });
});

it('answers 503 when the database is gone', async () => {
  await t.database.close();
  const res = await t.request({ url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json().database.status).toBe('down');
});
