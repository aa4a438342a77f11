import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { owners, services, vehicles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { baselineSql } from '../../../../../bench/baseline-sql.ts';
import { searchSql, searchStatements } from './search-statements.ts';

// The search reads its rows through raw statements (decision 010). What it reads must be what
// drizzle's select returns for the same rows, type for type: dates as text, timestamps as Dates,
// nulls where a column or an outer join is empty.

let t: TestApp;
let agencyId: string;
let saved: { owner: { id: string }; vehicle: { id: string }; service: { id: string } };
let bare: { owner: { id: string }; vehicle: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(cookie, { name: 'Agência A' });
  agencyId = (await t.request({ url: '/api/me', cookie })).json().agency.id;
  const save = async (body: unknown) => (await t.request({ method: 'POST', url: '/api/registrations', cookie, body })).json();
  saved = await save(registration({ service: { dataProc: '03/02/2026', prazo: '28/02/2026' } }));
  bare = await save(
    registration({ owner: { nome: 'Bia Souza', cpf: '111.444.777-35' }, vehicle: { placa: 'RIO2A18', renavam: '12345678900', chassis: '' }, service: null }),
  );
  // Every kind of value a row can hold: a paid, completed service and an anonymised owner.
  await t.db
    .update(services)
    .set({ paidAt: new Date('2026-02-10T13:14:15.678Z'), completedAt: new Date('2026-02-11T09:00:00.001Z') })
    .where(eq(services.id, saved.service.id));
  await t.db
    .insert(services)
    .values({ agencyId, vehicleId: saved.vehicle.id, ownerId: saved.owner.id, number: 99, servico: 'licenciamento', status: 'in_progress' });
  await t.db
    .update(owners)
    .set({ anonymisedAt: new Date('2026-03-01T00:00:00.000Z'), nasc: '1980-05-31' })
    .where(eq(owners.id, bare.owner.id));
});
afterAll(async () => t.close());

describe('the search statements read rows as drizzle does', () => {
  it('vehicle with its owner', async () => {
    const st = searchStatements(t.db);
    for (const [read, id] of [
      [() => st.vehicleByPlate({ agencyId, limit: 20 }, 'ABC1C34'), saved.vehicle.id],
      [() => st.vehicleByRenavam({ agencyId, limit: 20 }, '12345678900'), bare.vehicle.id],
      [() => st.vehicleByChassis({ agencyId, limit: 20 }, '9BWZZZ377VT004251'), saved.vehicle.id],
    ] as const) {
      const expected = await t.db
        .select({ vehicle: vehicles, owner: owners })
        .from(vehicles)
        .innerJoin(owners, and(eq(owners.agencyId, vehicles.agencyId), eq(owners.id, vehicles.ownerId)))
        .where(eq(vehicles.id, id));
      expect(await read()).toStrictEqual(expected);
    }
  });

  it('owners by document and by name', async () => {
    const st = searchStatements(t.db);
    const [anonymised] = await t.db.select().from(owners).where(eq(owners.id, bare.owner.id));
    expect(anonymised!.anonymisedAt).toBeInstanceOf(Date);
    expect(await st.ownerByCpf({ agencyId, limit: 20 }, '11144477735')).toStrictEqual([anonymised]);
    expect(await st.ownersByName({ agencyId, limit: 20 }, ['%bia%', '%souza%'])).toStrictEqual([anonymised]);
    expect(await st.ownersByName({ agencyId, limit: 20 }, ['%nobody%'])).toStrictEqual([]);
    expect(await st.ownerByCnpj({ agencyId, limit: 20 }, '11222333000181')).toStrictEqual([]);
  });

  it('vehicles of owners with their open services, and open services of vehicles', async () => {
    const st = searchStatements(t.db);
    const expected = await t.db
      .select({ vehicle: vehicles, service: services })
      .from(vehicles)
      .leftJoin(services, and(eq(services.agencyId, vehicles.agencyId), eq(services.vehicleId, vehicles.id), ne(services.status, 'completed')))
      .where(eq(vehicles.agencyId, agencyId))
      .orderBy(asc(vehicles.placa), desc(services.createdAt));
    const read = await st.vehiclesOfOwners(agencyId, [saved.owner.id, bare.owner.id]);
    expect(read).toStrictEqual(expected);
    expect(read.map((r) => r.service?.number ?? null).sort()).toEqual([1, 99, null].sort());

    const open = await t.db
      .select()
      .from(services)
      .where(and(eq(services.vehicleId, saved.vehicle.id), ne(services.status, 'completed')))
      .orderBy(desc(services.createdAt));
    expect(await st.openServicesOf(agencyId, [saved.vehicle.id, bare.vehicle.id])).toStrictEqual(open);
    expect(open.find((s) => s.id === saved.service.id)).toMatchObject({
      dataProc: '2026-02-03',
      prazo: '2026-02-28',
      paidAt: new Date('2026-02-10T13:14:15.678Z'),
    });
  });

  it('keeps to the agency it is given', async () => {
    const st = searchStatements(t.db);
    const other = '00000000-0000-4000-8000-000000000000';
    expect(await st.vehicleByPlate({ agencyId: other, limit: 20 }, 'ABC1C34')).toEqual([]);
    expect(await st.vehiclesOfOwners(other, [saved.owner.id])).toEqual([]);
    expect(await st.openServicesOf(other, [saved.vehicle.id])).toEqual([]);
  });
});

// The bench's bare baseline writes these statements by hand (issue 40) and refuses to start when
// they differ; a column added to a table must reach it here, not an hour into CI's bench.
it('is the very SQL text the bench’s baseline runs', () => {
  expect(baselineSql.vehicleByPlate).toBe(searchSql.vehicleByPlate);
  expect(baselineSql.openServicesOf).toBe(searchSql.openServicesOf);
});
