import { sql } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { pooledPglite } from './pglite-pool.ts';

// The next test file of a worker gets the database the last one released, emptied: as fresh as a new
// copy of the image, or a new copy when a test changed more than rows (decision 076).

const rows = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as { rows: Record<string, unknown>[] }).rows;

it('hands the next file an emptied database, and a new one after a test changed the schema or a setting', async () => {
  const first = await pooledPglite(inject('pgliteImage'));
  const raw = first.database.db;
  // The image's own rows (the migrations' catalog and calendar) are part of a fresh database.
  const [calendar] = await rows(raw, sql`select count(*)::int as n, md5(string_agg(t::text, ',' order by t::text)) as sum from licensing_calendar t`);
  expect(calendar!.n).toBeGreaterThan(0);
  await raw.execute(sql`delete from licensing_calendar`);
  await raw.execute(
    sql`insert into plans (id, name, price_cents, base_users, additional_user_price_cents, trial_days) values ('p-pool', 'Teste', 100, 1, 0, 0)`,
  );
  await raw.execute(sql`set statement_timeout = '1234ms'`);
  await first.release();

  const second = await pooledPglite(inject('pgliteImage'));
  expect(second.database.db).toBe(raw);
  expect(await rows(raw, sql`select count(*)::int as n from plans`)).toEqual([{ n: 0 }]);
  expect(await rows(raw, sql`select count(*)::int as n, md5(string_agg(t::text, ',' order by t::text)) as sum from licensing_calendar t`)).toEqual([calendar]);
  expect(await rows(raw, sql`select current_setting('statement_timeout') as t`)).toEqual([{ t: '0' }]);
  // A trigger left behind would run in the next file's tests: that database is not reused.
  await raw.execute(sql`create function pool_probe() returns trigger language plpgsql as $$ begin return new; end $$`);
  await raw.execute(sql`create trigger pool_probe before insert on plans for each row execute function pool_probe()`);
  await second.release();

  const third = await pooledPglite(inject('pgliteImage'));
  expect(third.database.db).not.toBe(raw);
  expect(await rows(third.database.db, sql`select count(*)::int as n from pg_trigger where tgname = 'pool_probe'`)).toEqual([{ n: 0 }]);
  // A file that closes its database itself (a database going away) does not give it back.
  await third.database.close();
  await third.release();
  const fourth = await pooledPglite(inject('pgliteImage'));
  expect(fourth.database.db).not.toBe(third.database.db);
  await fourth.database.close();
}, 60_000);
