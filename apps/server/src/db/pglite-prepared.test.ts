import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareReads } from './pglite-prepared.ts';

// Reads on PGlite run as named statements of the session (decision 047): the same answers as
// PGlite's own path, a statement parsed once, a bounded number kept, errors as the driver's.

let plain: PGlite;
let named: PGlite;
const MAX = 3;

beforeAll(async () => {
  [plain, named] = await Promise.all([PGlite.create(), PGlite.create()]);
  prepareReads(named, MAX);
  for (const db of [plain, named]) {
    await db.exec(`create table t (id int primary key, day date, amount numeric, tags text[], doc jsonb, at timestamptz, note text)`);
    await db.query(
      `insert into t values (1, '2026-11-28', 12.5, '{a,b}', '{"k": [1, 2]}', '2026-11-28T10:00:00Z', null), (2, null, 0, '{}', 'null', null, 'ç')`,
    );
  }
});
afterAll(async () => Promise.all([plain.close(), named.close()]));

const kept = async () => (await named.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]!.n;

it('answers reads exactly as PGlite does, in both row modes and with typed parameters', async () => {
  const text = 'select * from t where id = any($1) and (note is null or note = $2) order by id';
  for (const options of [undefined, { rowMode: 'array' as const }]) {
    const expected = await plain.query(text, [[1, 2], 'ç'], options);
    const got = await named.query(text, [[1, 2], 'ç'], options);
    expect(got.rows).toEqual(expected.rows);
    expect(got.fields).toEqual(expected.fields);
    expect(got.rows).toHaveLength(2);
  }
  expect((await named.query('select $1::date as d, $2::int as n', [null, 7])).rows).toEqual([{ d: null, n: 7 }]);
});

it('parses a statement once and keeps at most the configured number, closing the least recently used', async () => {
  const before = await kept();
  for (let i = 0; i < 5; i++) await named.query('select id from t where id = $1', [1]);
  const afterOne = await kept();
  expect(afterOne).toBeGreaterThan(0);
  for (let i = 0; i < 3; i++) await named.query('select id from t where id = $1', [2]);
  expect(await kept()).toBe(afterOne);
  for (let n = 0; n < 6; n++) await named.query(`select ${n} as n from t where id = $1`, [1]);
  expect(await kept()).toBeLessThanOrEqual(MAX);
  expect(before).toBeLessThanOrEqual(MAX);
});

it('raises the driver error with its SQLSTATE and keeps the session usable', async () => {
  await expect(named.query('select $1::int as n', ['abc'])).rejects.toMatchObject({ code: '22P02' });
  await expect(named.query('select nope from t')).rejects.toMatchObject({ code: '42703' });
  expect((await named.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
});

it('leaves writes and transactions on PGlite’s own path', async () => {
  await named.query(`insert into t (id, note) values ($1, $2)`, [3, 'novo']);
  await named.transaction(async (tx) => {
    await tx.query('update t set note = $1 where id = $2', ['mudou', 3]);
    expect((await tx.query('select note from t where id = $1', [3])).rows).toEqual([{ note: 'mudou' }]);
  });
  expect((await named.query('select note from t where id = $1', [3])).rows).toEqual([{ note: 'mudou' }]);
  expect((await named.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where statement ilike 'insert%'`)).rows[0]!.n).toBe(0);
});
