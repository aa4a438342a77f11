import { beforeAll, describe, expect, it } from 'vitest';
import { isPlatformSweep, loadSqlParser, PLATFORM_SWEEPS, readStatement } from './tenant-filter.ts';

// The reading route-matrix.test.ts applies to every statement of an agency's request (issue 38
// item 5, decision 063): what pins a tenant table to one agency, and what does not.

beforeAll(() => loadSqlParser());

const problems = (text: string) => readStatement(text).problems;
const UNPINNED = (table: string) => `${table}: no agency_id equality confines its rows`;

describe('a statement confines every tenant table to one agency', () => {
  it('passes drizzle’s filters, co-located joins, CTEs, subqueries and inserts that carry agency_id', () => {
    for (const text of [
      'select "v"."id" from "vehicles" "v" left join "owners" on ("owners"."agency_id" = "v"."agency_id" and "owners"."id" = "v"."owner_id") where "v"."agency_id" = $1',
      'update "vehicles" set "cor" = $1 where ("vehicles"."agency_id" = $2 and "vehicles"."id" = $3)',
      'delete from services where agency_id = $1::uuid and id = $2',
      'insert into "origins" ("agency_id", "id") values ($1, default), ($2, default) on conflict do nothing',
      'with x as (select id, agency_id from services where agency_id = $1) select * from x join vehicles v on v.agency_id = x.agency_id',
      'select count(*) from (select 1 from services where agency_id = $1) s',
      'select * from services s where s.agency_id = $1 and exists (select 1 from guia_items g where g.agency_id = s.agency_id and g.service_id = s.id)',
      'select * from vehicles join owners using (agency_id, id) where vehicles.agency_id = $1',
      'select 1 from services s join vehicles v on v.agency_id = s.agency_id and exists (select 1 from owners o where o.agency_id = v.agency_id) where s.agency_id = $1',
      'select 1 from services where agency_id = $1 union all select 1 from vehicles where agency_id = $1',
      'select * from users where id = $1',
      'select set_config($1, $2, true)',
      'begin',
    ]) {
      expect(problems(text), text).toEqual([]);
    }
  });

  it('names each tenant table a statement leaves unconfined, and fails what it cannot read', () => {
    expect(problems('select "v"."id" from "vehicles" "v" left join "owners" on "owners"."id" = "v"."owner_id" where "v"."agency_id" = $1')).toEqual([
      UNPINNED('owners'),
    ]);
    expect(problems('delete from vehicles where id = $1')).toEqual([UNPINNED('vehicles')]);
    expect(problems('insert into "origins" ("id") values ($1)')).toEqual(['origins: INSERT without agency_id']);
    expect(problems('insert into "origins" ("agency_id", "id") values ($1, $2), (default, $3)')).toEqual(['origins: INSERT row without an agency_id value']);
    // A condition inside a subquery does not confine the rows outside it, nor an OR.
    expect(problems('select * from services s where exists (select 1 from guia_items g where s.agency_id = $1 and g.agency_id = s.agency_id)')).toEqual([
      UNPINNED('guia_items (as g)'),
      UNPINNED('services (as s)'),
    ]);
    expect(problems('select * from services where agency_id = $1 or id = $2')).toEqual([UNPINNED('services')]);
    // Equal to another table's agency_id that nothing pins: still every agency.
    expect(problems('select * from services s join vehicles v on v.agency_id = s.agency_id')).toEqual([
      UNPINNED('services (as s)'),
      UNPINNED('vehicles (as v)'),
    ]);
    expect(problems('select garbage from')).toEqual(['unreadable: syntax error at end of input']);
  });

  it('reads the statement a function of the app runs (the agenda’s) and names the tables met', () => {
    const agenda = readStatement('select agenda_json($1, $2, $3, $4, $5, $6, $7)');
    expect(agenda.problems).toEqual([]);
    expect(agenda.tables).toEqual(expect.arrayContaining(['inspections', 'services', 'vehicles', 'owners']));
    expect(readStatement('select 1 from services s join guia_items g on g.agency_id = s.agency_id where s.agency_id = $1').tables.sort()).toEqual([
      'guia_items',
      'services',
    ]);
  });

  it('knows the platform’s sweeps by their statement, and nothing else by it', () => {
    const takeOver = `select "agency_id", "id" from "import_runs" where ("import_runs"."status" in ($1, $2) and ("import_runs"."heartbeat_at" is null
      or "import_runs"."heartbeat_at" < $3)) order by "import_runs"."created_at" desc`;
    expect(isPlatformSweep(takeOver)).toBe(true);
    expect(problems(takeOver)).toEqual([UNPINNED('import_runs')]);
    expect(isPlatformSweep('select "agency_id", "id" from "import_runs" where ("import_runs"."agency_id" = $1)')).toBe(false);
    expect(PLATFORM_SWEEPS.every((sweep) => sweep.why.length > 20)).toBe(true);
  });
});
