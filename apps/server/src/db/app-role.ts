import type pg from 'pg';

/** The role the application's connections act as: it owns no table, so row-level security binds it (decision 074). */
export const DEFAULT_APP_ROLE = 'despacha_app';

/**
 * Makes sure the application's role exists and may read and write the tables, sequences and
 * functions the migrations just made, and that the connecting user may act as it. Run by the
 * tables' owner after migrating, at every start: a migration that adds a table is granted too.
 */
export async function grantAppRole(client: pg.Client, role: string): Promise<void> {
  const r = client.escapeIdentifier(role);
  // Roles belong to the cluster: two databases starting at once (the tests) may both create it.
  await client.query(`do $$ begin
      if not exists (select from pg_roles where rolname = ${client.escapeLiteral(role)}) then create role ${r} nologin; end if;
    exception when duplicate_object or unique_violation then null; end $$`);
  const {
    rows: [me],
  } = await client.query<{ superuser: boolean; member: boolean }>(
    `select rolsuper as superuser, pg_has_role(current_user, ${client.escapeLiteral(role)}, 'member') as member from pg_roles where rolname = current_user`,
  );
  if (!me?.superuser && !me?.member) await client.query(`grant ${r} to current_user`);
  await client.query(`grant usage on schema public to ${r};
    grant select, insert, update, delete on all tables in schema public to ${r};
    grant usage, select, update on all sequences in schema public to ${r};
    grant execute on all functions in schema public to ${r}`);
}
