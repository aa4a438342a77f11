import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists every registered route once per method, without HEAD', () => {
  const keys = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
  expect(keys).toContain('GET /api/health');
  expect(keys).toContain('POST /api/auth/*');
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.some((k) => k.startsWith('HEAD '))).toBe(false);
});
