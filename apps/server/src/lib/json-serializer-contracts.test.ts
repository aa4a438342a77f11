import { afterAll, beforeAll, expect, it } from 'vitest';
import { compiledSerializerContracts, compileSerializer } from './json-serializer.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Serializers compile at a route's first answer (start-up time, decision 011): a contract with
// no JSON form must still fail here, not at some route's first request.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('compiles the serializer of every route that has one', () => {
  const contracts = compiledSerializerContracts();
  expect(contracts.length).toBeGreaterThan(5);
  for (const contract of contracts) expect(() => compileSerializer(contract)).not.toThrow();
});
