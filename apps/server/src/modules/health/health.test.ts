import { afterAll, beforeAll, expect, it } from 'vitest';
import { commonMessages } from '@despacha/domain/messages';
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

it('is ready for a load balancer, whatever Host it probes with', async () => {
  const res = await t.request({ url: '/api/ready', headers: { host: '10.0.0.7:3000' } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ready' });
});

it('answers 503 when the database is gone', async () => {
  await t.database.close();
  const res = await t.request({ url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json().database.status).toBe('down');

  // Readiness keeps its last check for a second: within about that, it says not ready.
  let ready = await t.request({ url: '/api/ready' });
  for (let i = 0; i < 30 && ready.statusCode === 200; i++) {
    await new Promise((r) => setTimeout(r, 100));
    ready = await t.request({ url: '/api/ready' });
  }
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: commonMessages.databaseUnavailable } });
});

it('answers 503 from the moment the instance drains', async () => {
  t.app.readiness.drain();
  const res = await t.request({ url: '/api/ready' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ error: { code: 'SHUTTING_DOWN', message: commonMessages.shuttingDown } });
});
