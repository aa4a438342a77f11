import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowGenericPlans } from './query-plans.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The checker behind "screens at volume" (db/query-plans.test.ts) must catch what it is there for:
// a value bound as a parameter where a partial index needs a constant. PostgreSQL only, like it.
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  // Made by the tables' owner and read by the application's role, as a migration's table would be (decision 074).
  await t.database.asOwner(async (db) => {
    await db.execute(sql`create table plan_probe (id int primary key, status text not null, pad text not null)`);
    await db.execute(
      sql`insert into plan_probe select g, case when g % 1000 = 0 then 'open' else 'done' end, repeat('x', 200) from generate_series(1, 200000) g`,
    );
    await db.execute(sql`create index plan_probe_open on plan_probe (id) where status = 'open'`);
    await db.execute(sql`analyze plan_probe`);
    await db.execute(sql`grant select on plan_probe to despacha_app, despacha_platform`);
  });
}, 60_000);
afterAll(async () => t?.close());

describe.skipIf(!onPostgres)('slowGenericPlans', () => {
  it('names a statement whose generic plan cannot use the partial index its values reach', async () => {
    const slow = await slowGenericPlans(t.db, [{ text: 'select id from plan_probe where status = $1', values: ['open'] }]);
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatch(/Seq Scan on plan_probe/);
  });

  it('passes the same statement with the constant written in', async () => {
    expect(await slowGenericPlans(t.db, [{ text: "select id from plan_probe where status = 'open' and id > $1", values: [0] }])).toEqual([]);
  });
});
