import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawStatement } from '../../lib/raw-statement.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { agendaFunctionBody } from './agenda-statement.ts';

// The agenda is written by agenda_json(), created by a migration from agenda-statement.ts's text
// (decision 046): the two must not drift apart.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it("the database's agenda_json() runs agenda-statement.ts's statement, with a plan made once", async () => {
  const rows = await rawStatement<{ prosrc: string; proconfig: string[] | null }>(t.db, '', 'select prosrc, proconfig from pg_proc where proname = $1')(['agenda_json']);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.prosrc, 'agendaSql changed: write a migration that replaces agenda_json() with the new body').toBe(agendaFunctionBody);
  expect(rows[0]!.proconfig).toEqual(['plan_cache_mode=force_generic_plan']);
});
