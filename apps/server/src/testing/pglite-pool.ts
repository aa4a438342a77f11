import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';

// Opening an in-memory PGlite from the migrated image costs ~1.2 s of CPU (WebAssembly start, the
// 60 MB image unpacked and copied, its garbage): on a 2-core CI machine, ~150 test apps made it a
// fifth of the unit run. A test file's app closes before the next file of the same worker starts
// (isolate: false), so its database is emptied and handed to the next instead: every table
// truncated and given back the image's own rows, every sequence put back, the session's settings reset. A database whose schema,
// statistics or functions a test changed (a trigger, an ANALYZE, a temporary table) would not be
// the image's any more: its fingerprint differs and it is closed, never reused (decision 076).

type Pooled = { database: Database; fingerprint: string; dead: boolean };

const idle: Pooled[] = [];
let image: { file: string; blob: Blob } | undefined;

/** Everything a test could change besides rows: relations, columns, constraints, triggers, functions, statistics. */
const fingerprintQuery = sql`select md5(string_agg(x, ',' order by x)) as fingerprint from (
  select concat_ws(' ', 'c', c.oid, c.relname, c.relkind, c.relpersistence, c.relrowsecurity) as x
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select concat_ws(' ', 'a', a.attrelid, a.attname, a.atttypid, a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
  union all select concat_ws(' ', 'k', conrelid, conname, pg_get_constraintdef(oid)) from pg_constraint where connamespace = 'public'::regnamespace
  union all select concat_ws(' ', 't', tgrelid, tgname, tgenabled) from pg_trigger where not tgisinternal
  union all select concat_ws(' ', 'p', p.oid, p.proname, md5(p.prosrc), p.proleakproof) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all select concat_ws(' ', 's', count(*)) from pg_statistic s join pg_class c on c.oid = s.starelid where c.relnamespace = 'public'::regnamespace
  union all select concat_ws(' ', 'e', extname, extversion) from pg_extension
  union all select concat_ws(' ', 'r', rolname) from pg_roles
) objects`;

async function fingerprintOf(database: Database): Promise<string> {
  const { rows } = (await database.db.execute(fingerprintQuery)) as unknown as { rows: { fingerprint: string }[] };
  return rows[0]!.fingerprint;
}

/**
 * Keeps what the image holds besides the schema (the rows its migrations insert: the service
 * catalog, the licensing calendar) and its sequences' positions, in a schema of the pool's own,
 * taken before the fingerprint so both fingerprints include it.
 */
const keepPristine = sql`do $$
  declare t record;
  declare has_rows boolean;
  begin
    create schema pool_pristine;
    for t in select tablename from pg_tables where schemaname = 'public' loop
      execute format('select exists (select from public.%I)', t.tablename) into has_rows;
      if has_rows then execute format('create table pool_pristine.%I as table public.%I', t.tablename, t.tablename); end if;
    end loop;
    create table pool_pristine."pool sequences" as select sequencename, last_value from pg_sequences where schemaname = 'public';
  end $$`;

/**
 * Brings the database back to the image's rows: every table of the application's schema emptied,
 * the image's own rows put back (without firing triggers or checking keys, as they were), every
 * sequence where the image left it, the session's settings reset.
 */
const backToPristine = sql`do $$
  declare tables text;
  declare columns text;
  declare t record;
  declare s record;
  begin
    select string_agg(format('public.%I', tablename), ', ') into tables from pg_tables where schemaname = 'public';
    if tables is not null then execute 'truncate ' || tables || ' restart identity cascade'; end if;
    set local session_replication_role = replica;
    for t in select tablename from pg_tables where schemaname = 'pool_pristine' and tablename <> 'pool sequences' loop
      select string_agg(quote_ident(attname), ', ' order by attnum) into columns from pg_attribute
        where attrelid = format('public.%I', t.tablename)::regclass and attnum > 0 and not attisdropped and attgenerated = '';
      execute format('insert into public.%I (%s) overriding system value select %s from pool_pristine.%I', t.tablename, columns, columns, t.tablename);
    end loop;
    for s in select * from pool_pristine."pool sequences" loop
      if s.last_value is null then execute format('alter sequence public.%I restart', s.sequencename);
      else perform setval(format('public.%I', s.sequencename), s.last_value, true);
      end if;
    end loop;
  end $$`;

async function empty(database: Database) {
  await database.db.execute(sql`reset all`);
  await database.db.execute(backToPristine);
}

function imageBlob(file: string): Blob {
  // One read per worker: a Blob is immutable, and every PGlite unpacks its own copy from it.
  if (image?.file !== file) image = { file, blob: new Blob([fs.readFileSync(file)]) };
  return image.blob;
}

/**
 * An empty migrated PGlite: one a previous test file of this worker released, or a new one from
 * the image. `release` gives it back when the test is done with it (unless the test closed it).
 */
export async function pooledPglite(imageFile: string | null): Promise<{ database: Database; release: () => Promise<void> }> {
  let entry = idle.pop();
  if (!entry) {
    const database = await openDatabase({ pgliteDir: null, ...(imageFile ? { pgliteImage: imageBlob(imageFile) } : {}) });
    await database.db.execute(keepPristine);
    entry = { database, fingerprint: await fingerprintOf(database), dead: false };
  }
  const pooled = entry;
  const close = pooled.database.close.bind(pooled.database);
  // A test that closes its database itself (a database going away) ends this one for good.
  const database: Database = {
    ...pooled.database,
    close: async () => {
      pooled.dead = true;
      await close();
    },
  };
  return {
    database,
    release: async () => {
      if (pooled.dead) return;
      try {
        if ((await fingerprintOf(pooled.database)) === pooled.fingerprint) {
          await empty(pooled.database);
          idle.push(pooled);
          return;
        }
      } catch {
        // A database left mid-transaction or broken is not worth saving.
      }
      pooled.dead = true;
      await close();
    },
  };
}
