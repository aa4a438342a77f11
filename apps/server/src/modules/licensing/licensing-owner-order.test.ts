import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LICENSING_PAGE_SIZE } from '@despacha/domain/licensing/calendar';
import { owners, vehicles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The list by owner walks the owners in name order and reads a page past the middle from the end
// (segment-page.ts, ownerPage): its pages, joined, must be decision 065's statement's order —
// the name (empty for a vehicle without owner), then the plate — across every page boundary.
// Every order pages its segments walked or by the finals' index, done ones from their own set
// (decision 084): each order's pages, joined, list every vehicle once.

let t: TestApp;
let a: string;
let agencyId: string;
const VEHICLES = 4 * LICENSING_PAGE_SIZE + 23;

type Page = { total: number; items: { placa: string }[] };
const page = async (query: string) => (await t.request({ url: `/api/licensing?${query}`, cookie: a })).json() as Page;

/** The order the statement of decision 065 gives, straight from the database (its collation). */
async function expected(dir: 'asc' | 'desc', finals: string[]) {
  const result = (await t.db.execute(
    sql`select v.placa from vehicles v left join owners o on o.agency_id = v.agency_id and o.id = v.owner_id
      where v.agency_id = ${agencyId} and right(v.placa_mercosul, 1) in (${sql.join(
        finals.map((f) => sql`${f}`),
        sql`, `,
      )})
      order by coalesce(o.nome, '') ${dir === 'desc' ? sql`desc` : sql`asc`}, v.placa_mercosul asc`,
  )) as unknown as { rows?: { placa: string }[] } | { placa: string }[];
  return (Array.isArray(result) ? result : (result.rows ?? [])).map((r) => r.placa);
}

async function allPages(query: string) {
  const first = await page(`${query}&page=1`);
  const plates = first.items.map((r) => r.placa);
  for (let n = 2; (n - 1) * LICENSING_PAGE_SIZE < first.total; n++) {
    const next = await page(`${query}&page=${n}`);
    expect(next.total, `${query} page ${n}`).toBe(first.total);
    expect(next.items.length, `${query} page ${n}`).toBe(Math.min(LICENSING_PAGE_SIZE, first.total - (n - 1) * LICENSING_PAGE_SIZE));
    plates.push(...next.items.map((r) => r.placa));
  }
  return { total: first.total, plates };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana Marques', 'ana@a.com.br');
  agencyId = (await t.onboard(a, { name: 'Agência A' })).json().id as string;
  // Few names for many owners: same-named owners' plates interleave, so the plate must break the
  // tie across owners, not owner by owner; one owner has an empty name, sorting with the ownerless.
  const names = ['Zé Lima', 'ana souza', 'Ana Souza', 'Álvaro Reis', 'Bruno Dias', ''];
  const stored = await t.db
    .insert(owners)
    .values(Array.from({ length: 30 }, (_, i) => ({ agencyId, nome: names[i % names.length]!, searchName: names[i % names.length]!.toLowerCase() })))
    .returning({ id: owners.id });
  await t.db.insert(vehicles).values(
    Array.from({ length: VEHICLES }, (_, i) => {
      const placa = `OWN${String(1000 + ((i * 37) % 9000)).padStart(4, '0')}`;
      return { agencyId, ownerId: i % 11 === 0 ? null : stored[i % stored.length]!.id, placa, placaMercosul: placa, renavam: String(10_000_000_000 + i) };
    }),
  );
});
afterAll(async () => t.close());

describe('GET /api/licensing?sort=owner', () => {
  it('pages the owner order, both ways, as one ordered list across every page boundary', async () => {
    const all = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    for (const dir of ['asc', 'desc'] as const) {
      const listed = await allPages(`year=2026&sort=owner&dir=${dir}`);
      expect(listed.total, dir).toBe(VEHICLES);
      expect(listed.plates, dir).toEqual(await expected(dir, all));
    }
  });

  it('pages every order and situation, done vehicles among them, each vehicle once (decision 084)', async () => {
    // A quarter of the year done by hand, spread over the plates.
    await t.db.execute(sql`insert into licensing_done (agency_id, vehicle_id, year, plate_final, done_on)
      select agency_id, id, 2026, right(placa_mercosul, 1)::int, '2026-03-02' from vehicles
      where agency_id = ${agencyId} and substr(placa_mercosul, 4, 4)::int % 4 = 0`);
    const rows = (await t.db.execute(
      sql`select v.placa, d.vehicle_id is not null as done from vehicles v
        left join licensing_done d on d.agency_id = v.agency_id and d.year = 2026 and d.vehicle_id = v.id where v.agency_id = ${agencyId}`,
    )) as unknown as { rows?: { placa: string; done: boolean }[] } | { placa: string; done: boolean }[];
    const vehiclesDone = (Array.isArray(rows) ? rows : (rows.rows ?? [])).map((r) => ({ placa: r.placa, done: Boolean(r.done) }));
    const done = vehiclesDone.filter((v) => v.done).map((v) => v.placa);
    expect(done.length).toBeGreaterThan(LICENSING_PAGE_SIZE);
    const sorted = (plates: string[]) => [...plates].sort();
    for (const sort of ['plate', 'due', 'situation', 'owner'])
      for (const dir of ['asc', 'desc'])
        for (const situation of ['', 'feito', 'vencido']) {
          const query = `year=2026&sort=${sort}&dir=${dir}&situation=${situation}`;
          const listed = await allPages(query);
          const want =
            situation === 'feito' ? done : situation === 'vencido' ? vehiclesDone.filter((v) => !v.done).map((v) => v.placa) : vehiclesDone.map((v) => v.placa);
          expect(sorted(listed.plates), query).toEqual(sorted(want));
          if (sort === 'plate') expect(listed.plates, query).toEqual(dir === 'asc' ? sorted(want) : sorted(want).reverse());
          // Undone (vencido: 2026's dates are past) before done, or done first in descending order.
          if (sort === 'situation' && !situation) {
            const firstDone = listed.plates.findIndex((p) => done.includes(p));
            expect(
              listed.plates.slice(dir === 'asc' ? firstDone : 0, dir === 'asc' ? undefined : done.length).every((p) => done.includes(p)),
              query,
            ).toBe(true);
          }
        }
  });

  it('pages a month, a part of the registry, the same way', async () => {
    // May 2026: plate finals 0, 1 and 2 (DOMAIN.md).
    const listed = await allPages('month=2026-05&sort=owner&dir=desc');
    const want = await expected('desc', ['0', '1', '2']);
    expect(want.length).toBeGreaterThan(LICENSING_PAGE_SIZE);
    expect(listed).toEqual({ total: want.length, plates: want });
  });
});
