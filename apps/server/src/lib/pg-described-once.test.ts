import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { rawStatement } from './raw-statement.ts';

// Only PostgreSQL has named statements to describe: this runs in CI's second pass (DATABASE_URL).
const url = process.env.DATABASE_URL;
// pg's types leave out the Query method each RowDescription goes to.
const queryMethods = pg.Query.prototype as unknown as { handleRowDescription(message: unknown): void };

describe.skipIf(!url)('a named raw statement on PostgreSQL', () => {
  let pool: pg.Pool;
  const db = () => ({ $client: pool }) as unknown as Db;

  beforeAll(() => {
    // One connection, so every execution after the first finds the statement parsed.
    pool = new pg.Pool({ connectionString: url, max: 1 });
  });
  afterAll(async () => pool.end());
  afterEach(() => vi.restoreAllMocks());

  it('asks PostgreSQL to describe its result once, and reads every later row the same', async () => {
    const described = vi.spyOn(queryMethods, 'handleRowDescription');
    const sent = vi.spyOn(pg.Connection.prototype, 'describe');
    const statement = rawStatement(
      db(),
      'described_once_test',
      `select $1::int as n, $1::text || 'x' as s, now() as at, null::text as nothing from generate_series(1, $2::int)`,
    );

    expect(await statement([7, 2])).toEqual([
      { n: 7, s: '7x', at: expect.any(Date), nothing: null },
      { n: 7, s: '7x', at: expect.any(Date), nothing: null },
    ]);
    expect(await statement([8, 1])).toEqual([{ n: 8, s: '8x', at: expect.any(Date), nothing: null }]);
    expect(await statement([9, 0])).toEqual([]);
    expect(described).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('still reports an error, and the connection goes on working after it', async () => {
    const statement = rawStatement(db(), 'described_once_error_test', 'select $1::uuid as id');
    const id = '00000000-0000-4000-8000-000000000001';
    expect(await statement([id])).toEqual([{ id }]);
    await expect(statement(['not a uuid'])).rejects.toThrow(/uuid/);
    expect(await statement([id])).toEqual([{ id }]);
  });

  it('runs an unnamed statement the usual way', async () => {
    const described = vi.spyOn(queryMethods, 'handleRowDescription');
    const statement = rawStatement(db(), '', 'select $1::int as n');
    expect(await statement([1])).toEqual([{ n: 1 }]);
    expect(await statement([2])).toEqual([{ n: 2 }]);
    expect(described).toHaveBeenCalledTimes(2);
  });
});
