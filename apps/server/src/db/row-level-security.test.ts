import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { registration } from '../testing/registry-factory.ts';
import { cnpjFor } from '../testing/numbered-documents.ts';
import { tenantTables } from '../testing/tenant-tables.ts';
import { agencyScope, NO_SCOPE, PLATFORM_SCOPE, type DbScope } from '../lib/db-scope.ts';
import type { Db } from './client.ts';

// Decision 074: every table whose rows belong to an agency forces row-level security, and on
// PostgreSQL a request's connection acts as a role that owns nothing, in its agency's scope. The
// queries below filter on nothing on purpose: the database alone must confine them.

type Row = Record<string, unknown>;
let t: TestApp;
let agencyA: string;
let agencyB: string;
let cookieA: string;
const onPostgres = !!process.env.DATABASE_URL;

const rows = async (query: ReturnType<typeof sql>, db: Db = t.db) => ((await db.execute(query)) as { rows: Row[] }).rows;
const agenciesSeen = async (scope: DbScope) =>
  (await rows(sql`select distinct agency_id from vehicles order by 1`, t.database.scoped(scope))).map((row) => row.agency_id);

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) =>
      app.get('/api/test/unfiltered-vehicles', { onRequest: [app.requireUser] }, async (request) =>
        (await rows(sql`select distinct agency_id from vehicles`, request.db)).map((row) => row.agency_id),
      ),
  });
  const agencies: string[] = [];
  for (const [i, email] of ['rls-a@teste.com.br', 'rls-b@teste.com.br'].entries()) {
    const cookie = await t.userSession(`Despachante ${i}`, email);
    const onboarded = await t.onboard(cookie, { cnpj: cnpjFor(i + 1) });
    expect(onboarded.statusCode).toBe(201);
    agencies.push((onboarded.json() as { id: string }).id);
    const saved = await t.request({ method: 'POST', url: '/api/registrations', cookie, body: registration() });
    expect(saved.statusCode).toBe(200);
    if (!i) cookieA = cookie;
  }
  [agencyA, agencyB] = agencies as [string, string];
});

afterAll(() => t?.close());

describe('row-level security on the tenant tables', () => {
  it('every table with a required agency_id has it enabled, forced, with the agency and the platform policies', async () => {
    const found = await rows(sql`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        exists (select from pg_policies p where p.tablename = c.relname and p.policyname = 'agency_isolation' and p.roles = '{despacha_app}')
          and exists (select from pg_policies p where p.tablename = c.relname and p.policyname = 'platform_path' and p.roles = '{despacha_platform}') as policy
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity`);
    expect(tenantTables.length).toBeGreaterThan(40);
    const covered = found.filter((row) => row.enabled && row.forced && row.policy).map((row) => row.name);
    expect(covered.sort()).toEqual(tenantTables);
  });

  it.runIf(onPostgres)('an unfiltered query sees only the rows of the scope’s agency; none without one; all on the platform’s path', async () => {
    expect(await agenciesSeen(agencyScope(agencyA))).toEqual([agencyA]);
    expect(await agenciesSeen(agencyScope(agencyB))).toEqual([agencyB]);
    expect(await agenciesSeen(NO_SCOPE)).toEqual([]);
    expect(await agenciesSeen(PLATFORM_SCOPE)).toEqual([agencyA, agencyB].sort());
  });

  it.runIf(onPostgres)('a write into another agency is refused, and an update cannot reach its rows', async () => {
    const insert = t.database.scoped(agencyScope(agencyA)).execute(sql`insert into origins (agency_id, nome_empresa) values (${agencyB}, 'Origem alheia')`);
    await expect(insert).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    const updated = await rows(sql`update vehicles set cor = 'Roxo' where agency_id = ${agencyB} returning id`, t.database.scoped(agencyScope(agencyA)));
    expect(updated).toEqual([]);
  });

  it.runIf(onPostgres)('a signed-in request runs in its agency’s scope, as a role that owns no table', async () => {
    const res = await t.request({ url: '/api/test/unfiltered-vehicles', cookie: cookieA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([agencyA]);
    const [role] = await rows(
      sql`select current_user as name, (select rolbypassrls or rolsuper from pg_roles where rolname = current_user) as bypass`,
      t.database.scoped(agencyScope(agencyA)),
    );
    expect(role).toEqual({ name: 'despacha_app', bypass: false });
  });
});
