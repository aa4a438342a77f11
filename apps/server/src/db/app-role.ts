import type pg from 'pg';

/** The roles the application's connections act as (migration 0048, decision 074): neither owns a table. */
export const AGENCY_ROLE = 'despacha_app';
export const PLATFORM_ROLE = 'despacha_platform';

/**
 * Built-in functions the requests' searches put in index conditions (the LIKE of names and plates
 * on trigram indexes, the plate's final digit). Row-level security lets only leakproof functions
 * reach an index ahead of its policy, and PostgreSQL does not mark these so: without it a search by
 * name read all 150,000 owners of the large agency (1.5 → 194 ms). They raise no error that depends
 * on a row's value and have no side effect.
 */
const INDEXED_SEARCH_FUNCTIONS = ['pg_catalog.textlike(text, text)', 'pg_catalog.texticlike(text, text)', 'pg_catalog."right"(text, integer)'];

/**
 * Lets both roles read and write what the migrations made, and the connecting user act as them;
 * marks the search functions leakproof when it may (a superuser). Run by the tables' owner after
 * migrating, at every start, so a migration's new table is granted too. Returns what it could not
 * do, for the start to warn about.
 */
export async function grantAppRoles(client: pg.Client): Promise<string[]> {
  // Instances starting together would update the same catalog rows ("tuple concurrently updated").
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock(724002)');
    const warnings = await grant(client);
    await client.query('commit');
    return warnings;
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

async function grant(client: pg.Client): Promise<string[]> {
  const roles = [AGENCY_ROLE, PLATFORM_ROLE].join(', ');
  const {
    rows: [me],
  } = await client.query<{ superuser: boolean; member: boolean }>(
    `select rolsuper as superuser, pg_has_role(current_user, '${AGENCY_ROLE}', 'member') and pg_has_role(current_user, '${PLATFORM_ROLE}', 'member') as member
     from pg_roles where rolname = current_user`,
  );
  if (!me?.superuser && !me?.member) await client.query(`grant ${roles} to current_user`);
  await client.query(`grant usage on schema public to ${roles};
    grant select, insert, update, delete on all tables in schema public to ${roles};
    grant usage, select, update on all sequences in schema public to ${roles};
    grant execute on all functions in schema public to ${roles}`);
  if (!me?.superuser) {
    return [
      `not a superuser, so searches by name and plate read whole tables under row-level security (decision 074): have ${INDEXED_SEARCH_FUNCTIONS.join(', ')} marked LEAKPROOF`,
    ];
  }
  const { rows } = await client.query<{ fn: string }>(
    `select p.oid::regprocedure::text as fn from pg_proc p where p.oid = any($1::regprocedure[]) and not p.proleakproof`,
    [INDEXED_SEARCH_FUNCTIONS],
  );
  for (const { fn } of rows) await client.query(`alter function ${fn} leakproof`);
  return [];
}
