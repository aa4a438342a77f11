import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { REQUIREMENT_SERVICES_LIMIT } from '@despacha/domain/contracts/requirement-services';
import { exigencias, serviceMovements, services } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { routeWithPlans } from '../../testing/query-plans.ts';

let t: TestApp;
const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as { rows: Row[] }).rows;

let a: string;
let b: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
});
afterAll(async () => t.close());

type Item = { serviceId: string; vehicleId: string; number: number; placa: string; servico: string; ownerName: string; since: string };
const list = async (cookie: string) => {
  const response = await t.request({ url: '/api/dashboard/requirements', cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number; items: Item[] };
};

async function register(cookie: string, placa: string, renavam: string, cpf: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie,
    body: registration({ owner: { nome: `Dono ${placa}`, cpf }, vehicle: { placa, renavam, chassis: '' } }),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { vehicle: { id: string }; service: { id: string; number: number } };
}

const move = (cookie: string, serviceId: string, position: string, movedOn?: string) =>
  t.request({ method: 'POST', url: `/api/services/${serviceId}/movements`, cookie, body: { position, ...(movedOn ? { movedOn } : {}) } });

describe('GET /api/dashboard/requirements', () => {
  it('is empty for a new agency', async () => {
    expect(await list(a)).toEqual({ total: 0, items: [] });
  });

  it('lists the services moved to exigência, newest movement first, only the agency’s own', async () => {
    const first = await register(a, 'ABC1D23', '39560590739', '529.982.247-25');
    const second = await register(a, 'RIO2A18', '12345678900', '111.444.777-35');
    const other = await register(b, 'XYZ9K87', '00639884962', '529.982.247-25');
    expect((await move(a, first.service.id, 'exigencia', '10/03/2026')).statusCode).toBe(201);
    expect((await move(a, second.service.id, 'exigencia', '12/03/2026')).statusCode).toBe(201);
    expect((await move(b, other.service.id, 'exigencia')).statusCode).toBe(201);

    const mine = await list(a);
    expect(mine.total).toBe(2);
    expect(mine.items.map((x) => x.placa)).toEqual(['RIO2A18', 'ABC1D23']);
    expect(mine.items[0]).toEqual({
      serviceId: second.service.id,
      vehicleId: second.vehicle.id,
      number: second.service.number,
      placa: 'RIO2A18',
      servico: 'Transferência de propriedade',
      ownerName: 'Dono RIO2A18',
      since: '2026-03-12',
    });
    // The other agency sees its own service, never A's.
    const theirs = await list(b);
    expect(theirs.items.map((x) => x.serviceId)).toEqual([other.service.id]);

    // Moving the older one again puts it on top; leaving exigência takes a service off the list.
    expect((await move(a, first.service.id, 'exigencia', '15/03/2026')).statusCode).toBe(201);
    expect((await list(a)).items.map((x) => [x.placa, x.since])).toEqual([
      ['ABC1D23', '2026-03-15'],
      ['RIO2A18', '2026-03-12'],
    ]);
    expect((await move(a, second.service.id, 'pronto')).statusCode).toBe(201);
    expect((await list(a)).items.map((x) => x.placa)).toEqual(['ABC1D23']);
  });

  it('is bounded, and counts every service in exigência', async () => {
    const me = (await t.request({ url: '/api/me', cookie: a })).json() as { agency: { id: string } };
    const agencyId = me.agency.id;
    const [row] = await t.db
      .select()
      .from(services)
      .where(and(eq(services.agencyId, agencyId), eq(services.posicao, 'exigencia')));
    const { id: _id, ...copyable } = row!;
    for (let i = 0; i < REQUIREMENT_SERVICES_LIMIT + 2; i++) {
      const [copy] = await t.db
        .insert(services)
        .values({ ...copyable, number: 1000 + i })
        .returning();
      await t.db.insert(serviceMovements).values({ agencyId, serviceId: copy!.id, position: 'exigencia', movedOn: '2026-01-01' });
      // In exigência is having an open exigência (issue 34): the movement opens one.
      await t.db.insert(exigencias).values({ agencyId, serviceId: copy!.id, demand: 'x', raisedOn: '2026-01-01' });
    }
    const page = await list(a);
    expect(page.total).toBe(1 + REQUIREMENT_SERVICES_LIMIT + 2);
    expect(page.items).toHaveLength(REQUIREMENT_SERVICES_LIMIT);
    expect((await list(b)).total).toBe(1);
  });

  it('reads only the services with an open exigência and the page it shows (issues 31, 34)', async () => {
    const me = (await t.request({ url: '/api/me', cookie: a })).json() as { agency: { id: string } };
    const agencyId = me.agency.id;
    // 3,000 more services of one vehicle: every 30th in exigência with its movement, the rest done.
    await t.db.execute(sql`insert into services (agency_id, number, vehicle_id, owner_id, servico, status, posicao)
      select agency_id, 20000 + g, vehicle_id, owner_id, servico, case when g % 30 = 0 then 'pending' else 'completed' end, case when g % 30 = 0 then 'exigencia' else 'pronto' end
      from (select * from services where agency_id = ${agencyId} order by number limit 1) s cross join generate_series(1, 3000) g`);
    await t.db.execute(sql`insert into service_movements (agency_id, service_id, position, moved_on, created_at)
      select agency_id, id, case when posicao = 'exigencia' then 'exigencia' else 'pronto' end, '2025-01-01'::date + (number % 300), '2025-01-01'::timestamptz + (number % 300) * interval '1 day'
      from services where agency_id = ${agencyId} and number > 20000`);
    await t.db.execute(sql`insert into exigencias (agency_id, service_id, demand, raised_on, status, returned_on)
      select agency_id, id, 'x', '2025-01-01', case when posicao = 'exigencia' then 'open' else 'returned' end, case when posicao = 'exigencia' then null else '2025-02-01'::date end
      from services where agency_id = ${agencyId} and number > 20000`);
    for (const table of ['services', 'service_movements', 'exigencias', 'vehicles', 'owners'])
      await t.database.asOwner((owner) => owner.execute(sql.raw(`analyze ${table}`)));

    const { response, largeSeqScans } = await routeWithPlans(t, '/api/dashboard/requirements', a);
    expect(largeSeqScans).toEqual([]);
    // The same answer as reading every service of the agency and every movement to exigência.
    const expected = (
      await rowsOf<{ id: string; since: string }>(sql`select s.id, coalesce(m.moved_on, (s.updated_at at time zone 'America/Sao_Paulo')::date::text) since
        from services s left join (select service_id, max(moved_on)::text moved_on, max(created_at) moved_at from service_movements
          where agency_id = ${agencyId} and position = 'exigencia' group by service_id) m on m.service_id = s.id
        where s.agency_id = ${agencyId} and exists (select 1 from exigencias e where e.agency_id = s.agency_id and e.service_id = s.id and e.status = 'open') order by coalesce(m.moved_at, s.updated_at) desc, s.number desc limit ${REQUIREMENT_SERVICES_LIMIT}`)
    ).map((r) => [r.id, r.since]);
    const page = response.json() as { total: number; items: Item[] };
    expect(page.total).toBe(1 + REQUIREMENT_SERVICES_LIMIT + 2 + 100);
    expect(page.items.map((x) => [x.serviceId, x.since])).toEqual(expected);
  });

  it('refuses the administrator (no agency) and anonymous callers', async () => {
    const admin = await t.userSession('Dono', OWNER_EMAIL);
    expect((await t.request({ url: '/api/dashboard/requirements', cookie: admin })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/dashboard/requirements' })).statusCode).toBe(401);
  });
});
