import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateEmbedded, openDatabase, type Database } from './client.ts';
import { buildTemplate, migrationsFolder, openPglite, seedFromTemplate, templateIsCurrent, templateStamp } from './pglite-template.ts';
import { migrationsBefore } from '../testing/older-migrations.ts';

// The template a fresh data folder is copied from must be exactly a database migrated at start.

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-template-'));
const templateDir = path.join(work, 'template');

beforeAll(async () => {
  await buildTemplate(migrateEmbedded, templateDir);
}, 120_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Everything the migrations define, as text that can be compared. */
async function describeSchema(database: Database) {
  const rows = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: unknown[] }).rows;
  return {
    columns: await rows(sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = 'public' order by table_name, column_name`),
    indexes: await rows(sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`),
    constraints: await rows(sql`select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def from pg_constraint
      where connamespace = 'public'::regnamespace order by 1, 2`),
    extensions: await rows(sql`select extname from pg_extension order by 1`),
    migrations: await rows(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`),
  };
}

it('a data folder copied from the template holds the same schema and migrations as one migrated from scratch', async () => {
  expect(templateIsCurrent(templateDir)).toBe(true);
  const dataDir = path.join(work, 'from-template');
  expect(seedFromTemplate(dataDir, templateDir)).toBe(true);
  // Migrated by the build already: every migration of the journal is recorded before any start.
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  const raw = await openPglite(dataDir);
  expect((await raw.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows).toEqual([{ n: journal.entries.length }]);
  await raw.close();
  const copied = await openDatabase({ pgliteDir: dataDir });
  const scratch = await openDatabase({ pgliteDir: null });
  try {
    const [a, b] = [await describeSchema(copied), await describeSchema(scratch)];
    expect(a.migrations.length).toBeGreaterThan(0);
    expect(a.indexes.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
    // A working database, not just a catalogue: it takes writes.
    await copied.db.execute(sql`insert into plans (id, name, price_cents, base_users, additional_user_price_cents, trial_days)
      values ('test-plan', 'Teste', 100, 1, 0, 0)`);
    expect(((await copied.db.execute(sql`select count(*)::int as n from plans where id = 'test-plan'`)) as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
  } finally {
    await copied.close();
    await scratch.close();
  }
}, 120_000);

it('is ignored when it was made from other migrations, and never replaces an existing data folder', async () => {
  // The template of a build whose last migration was then edited.
  const edited = path.join(work, 'edited-migrations');
  fs.cpSync(migrationsFolder, edited, { recursive: true });
  const last = fs
    .readdirSync(edited)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .at(-1)!;
  fs.appendFileSync(path.join(edited, last), '\ncreate index plans_name_idx on plans (name);\n');
  const stale = path.join(work, 'stale');
  fs.cpSync(templateDir, stale, { recursive: true });
  fs.writeFileSync(path.join(stale, 'stamp'), templateStamp(edited));
  expect(templateIsCurrent(stale)).toBe(false);
  expect(seedFromTemplate(path.join(work, 'not-from-stale'), stale)).toBe(false);
  expect(fs.existsSync(path.join(work, 'not-from-stale'))).toBe(false);

  const existing = path.join(work, 'existing');
  fs.mkdirSync(existing);
  fs.writeFileSync(path.join(existing, 'PG_VERSION'), '17\n');
  expect(seedFromTemplate(existing, templateDir)).toBe(false);
  expect(fs.readdirSync(existing)).toEqual(['PG_VERSION']);
});

it("a start applies the journal's newest migration to a database without it, and nothing to a current one", async () => {
  // migrateEmbedded skips the migrator when the newest recorded migration is the journal's (issue 40).
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const older = migrationsBefore(journal.entries.at(-1)!.tag);
  const client = await openPglite();
  const recorded = async () => (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n;
  try {
    await migrate(drizzle(client), { migrationsFolder: older });
    expect(await recorded()).toBe(journal.entries.length - 1);
    await migrateEmbedded(client);
    expect(await recorded()).toBe(journal.entries.length);
    await migrateEmbedded(client);
    expect(await recorded()).toBe(journal.entries.length);
  } finally {
    await client.close();
    fs.rmSync(older, { recursive: true, force: true });
  }
}, 120_000);

it("flushes GIN's pending list in small pieces, since a flush runs on the requests' thread (decision 060)", async () => {
  const client = await openPglite();
  try {
    expect((await client.query<{ gin_pending_list_limit: string }>('show gin_pending_list_limit')).rows[0]!.gin_pending_list_limit).toBe('256kB');
  } finally {
    await client.close();
  }
});
