import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { routeWithPlans } from '../../testing/query-plans.ts';

// The exigências routes at volume (issue 31), apart from exigencias.test.ts's behaviour: one
// agency with a registered service (number 1) and 3,000 generated ones.

let t: TestApp;
let a: string;
let agencyA: string;
const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as { rows: Row[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  agencyA = (await t.onboard(a, { name: 'Agência A' })).json().id;
  expect((await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration() })).json().service.number).toBe(1);
});
afterAll(async () => t.close());

describe('at volume (issue 31): each route reads only what it shows', () => {
  const N = 3000;
  const uuidOf = (prefix: string) => sql.raw(`('${prefix}' || lpad(g::text, 12, '0'))::uuid`);

  beforeAll(async () => {
    // N owners, vehicles and services in A (numbers 10001…), one exigência each (every 25th still
    // open), two checklist items each, and every 30th service in exigência with its movement.
    await t.db.execute(sql`insert into owners (agency_id, id, nome, search_name)
      select ${agencyA}, ${uuidOf('00000000-0000-4000-8000-')}, 'Dono Volume ' || g, 'dono volume ' || g from generate_series(1, ${N}) g`);
    await t.db.execute(sql`insert into vehicles (agency_id, id, owner_id, placa, placa_mercosul, renavam)
      select ${agencyA}, ${uuidOf('00000000-0000-4000-9000-')}, ${uuidOf('00000000-0000-4000-8000-')},
        'VOL' || lpad(g::text, 4, '0'), 'VOL' || left(lpad(g::text, 4, '0'), 1) || chr(65 + substr(lpad(g::text, 4, '0'), 2, 1)::int) || right(lpad(g::text, 4, '0'), 2),
        '8' || lpad(g::text, 10, '0')
      from generate_series(1, ${N}) g`);
    await t.db.execute(sql`insert into services (agency_id, id, number, vehicle_id, owner_id, servico, status, posicao)
      select ${agencyA}, ${uuidOf('00000000-0000-4000-a000-')}, 10000 + g, ${uuidOf('00000000-0000-4000-9000-')}, ${uuidOf('00000000-0000-4000-8000-')},
        'transferencia', case when g % 30 = 0 then 'pending' else 'completed' end, case when g % 30 = 0 then 'exigencia' else 'pronto' end
      from generate_series(1, ${N}) g`);
    await t.db.execute(sql`insert into exigencias (agency_id, service_id, demand, items, raised_on, deadline, status, returned_on)
      select ${agencyA}, ${uuidOf('00000000-0000-4000-a000-')}, 'Exigência ' || g, '{crv}', '2021-01-01'::date + g / 2, '2021-01-31'::date + g / 2,
        case when g % 25 = 0 then 'open' else 'returned' end, case when g % 25 = 0 then null else '2021-01-11'::date + g / 2 end
      from generate_series(1, ${N}) g`);
    await t.db.execute(sql`insert into service_documents (agency_id, service_id, item, required, received)
      select ${agencyA}, ${uuidOf('00000000-0000-4000-a000-')}, item, true, g % 2 = 0 from generate_series(1, ${N}) g cross join unnest(array['crv', 'procuracao']) item`);
    for (const table of ['owners', 'vehicles', 'services', 'exigencias', 'service_documents', 'service_movements'])
      await t.database.asOwner((owner) => owner.execute(sql.raw(`analyze ${table}`)));
  }, 30_000);

  it('pages the queue in the database, in its order, and counts it by index', async () => {
    const reference = async (status: string) =>
      (
        await rowsOf<{ id: string }>(sql`select e.id from exigencias e join services s on s.agency_id = e.agency_id and s.id = e.service_id
          where e.agency_id = ${agencyA} and (${status} = 'all' or e.status = ${status})
          order by ${status === 'returned' ? sql`e.returned_on desc, e.created_at desc, e.id desc` : sql`e.status = 'open' desc, e.deadline asc nulls last, e.raised_on, s.number`}
          limit 50 offset 50`)
      ).map((r) => r.id);
    for (const status of ['all', 'open', 'returned']) {
      const { response, largeSeqScans } = await routeWithPlans(t, `/api/exigencias?status=${status}&page=2`, a);
      expect(largeSeqScans, status).toEqual([]);
      const body = response.json();
      const [count] = await rowsOf<{ n: number }>(
        sql`select count(*)::int n from exigencias where agency_id = ${agencyA} and (${status} = 'all' or status = ${status})`,
      );
      expect(body.total).toBe(count!.n);
      expect(body.items.map((i: { id: string }) => i.id)).toEqual(await reference(status));
    }
  });

  it('searches the queue and finds services to register on by index', async () => {
    const byPlate = await routeWithPlans(t, '/api/exigencias?status=all&q=vol-1234', a);
    expect(byPlate.largeSeqScans).toEqual([]);
    expect(byPlate.response.json()).toMatchObject({ total: 1, items: [{ number: 11234, placa: 'VOL1234', ownerName: 'Dono Volume 1234' }] });
    const byName = await routeWithPlans(t, '/api/exigencias?status=all&q=volume%20123', a);
    expect(byName.largeSeqScans).toEqual([]);
    expect(byName.response.json().total).toBe(11); // 123 and 1230…1239

    for (const q of ['11234', 'vol123', 'volume 123', '1']) {
      const lookup = await routeWithPlans(t, `/api/exigencias/services?q=${encodeURIComponent(q)}`, a);
      expect(lookup.largeSeqScans, q).toEqual([]);
      const numbers = lookup.response.json().map((s: { number: number }) => s.number);
      if (q === '11234') expect(numbers).toEqual([11234]);
      if (q === 'vol123' || q === 'volume 123') expect(numbers).toEqual([11239, 11238, 11237, 11236, 11235, 11234, 11233, 11232, 11231, 11230]);
      if (q === '1') expect(numbers).toEqual([1]);
    }
  });

  it("reads one service's history and checklist by index", async () => {
    const { response, largeSeqScans } = await routeWithPlans(t, '/api/exigencias/services/00000000-0000-4000-a000-000000000050', a);
    expect(largeSeqScans).toEqual([]);
    expect(response.json()).toMatchObject({
      service: { number: 10050, openExigencia: true },
      exigencias: [{ status: 'open', items: [{ item: 'crv', received: true }] }],
    });
  });
});
