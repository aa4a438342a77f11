import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { activities, agencies, profiles } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

// On PostgreSQL (DATABASE_URL) the requests run on the pool's connections at once; PGlite runs one
// transaction at a time, so there this checks the seat arithmetic only.
let t: TestApp;
let admin: string;
let ana: string;
let agencyId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  ana = await t.userSession('Ana', 'ana@a.com.br');
  agencyId = (await t.onboard(ana, { planId: 'basico' })).json().id;
});
afterAll(async () => t.close());

const activeUsers = async () =>
  (
    await t.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.agencyId, agencyId), eq(profiles.active, true)))
  ).length;
const invite = (i: number) =>
  t.request({ method: 'POST', url: '/api/agency/users', cookie: ana, body: { name: `Convidado ${i}`, email: `convidado${i}@a.com.br`, role: 'user' } });
const adminCreates = (i: number) =>
  t.request({
    method: 'POST',
    url: '/api/admin/users',
    cookie: admin,
    body: { name: `Criado ${i}`, email: `criado${i}@a.com.br`, role: 'user', clientId: agencyId, temporaryPassword: 'Abc23xyz' },
  });
const reactivate = (id: string, by: 'ana' | 'admin') =>
  by === 'ana'
    ? t.request({ method: 'POST', url: `/api/agency/users/${id}/reactivate`, cookie: ana })
    : t.request({ method: 'POST', url: `/api/admin/users/${id}/reactivate`, cookie: admin });

/**
 * Widens the gap between counting the seats and committing: every write of a profile sleeps a
 * little, so without the agency lock concurrent requests would all count before any commits.
 */
async function slowProfileWrites<T>(run: () => Promise<T>): Promise<T> {
  // Triggers are the tables' owner's to make (decision 074).
  await t.database.asOwner(async (owner) => {
    await owner.execute(
      sql`create or replace function test_slow_write() returns trigger language plpgsql as $$ begin perform pg_sleep(0.05); return new; end $$`,
    );
    await owner.execute(sql`create trigger test_slow_profiles before insert or update on profiles for each row execute function test_slow_write()`);
  });
  try {
    return await run();
  } finally {
    await t.database.asOwner((owner) => owner.execute(sql`drop trigger test_slow_profiles on profiles`));
  }
}

it('invitations, admin creations and reactivations at once never fill more seats than the plan has', async () => {
  // Ten users, all then deactivated, with the seats cut back to 3: 1 taken (Ana), 2 free.
  await t.db.update(agencies).set({ additionalUsers: 20 }).where(eq(agencies.id, agencyId));
  const ids: string[] = [];
  for (let i = 1; i <= 10; i++) ids.push((await invite(i)).json().id);
  for (const id of ids) expect((await t.request({ method: 'POST', url: `/api/agency/users/${id}/deactivate`, cookie: ana })).statusCode).toBe(200);
  await t.db.update(agencies).set({ additionalUsers: 1 }).where(eq(agencies.id, agencyId));
  expect(await activeUsers()).toBe(1);

  const results = await slowProfileWrites(() =>
    Promise.all([
      ...ids.map((id, i) => reactivate(id, i % 2 ? 'admin' : 'ana')),
      ...Array.from({ length: 3 }, (_, i) => invite(100 + i)),
      ...Array.from({ length: 3 }, (_, i) => adminCreates(200 + i)),
    ]),
  );
  const statuses = results.map((r) => r.statusCode);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(2);
  for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().error.code).toBe('SEAT_LIMIT');
  expect(statuses.filter((s) => s === 409)).toHaveLength(14);
  expect(await activeUsers()).toBe(3);
}, 60_000);

it('at the limit, every concurrent attempt is refused', async () => {
  const results = await slowProfileWrites(() => Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? invite(30 + i) : adminCreates(30 + i)))));
  expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(409));
  expect(await activeUsers()).toBe(3);
}, 60_000);

it('the same user reactivated several times at once: all succeed, once, even with one seat left', async () => {
  const [someone] = await t.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.agencyId, agencyId), eq(profiles.active, true), eq(profiles.role, 'user')))
    .limit(1);
  expect((await t.request({ method: 'POST', url: `/api/agency/users/${someone!.id}/deactivate`, cookie: ana })).statusCode).toBe(200);
  const reactivations = () =>
    t.db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.agencyId, agencyId), eq(activities.action, 'reactivated'), like(activities.summary, `%${someone!.email}%`)));
  const before = (await reactivations()).length;
  const results = await slowProfileWrites(() =>
    Promise.all([reactivate(someone!.id, 'ana'), reactivate(someone!.id, 'admin'), reactivate(someone!.id, 'ana'), reactivate(someone!.id, 'admin')]),
  );
  expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  expect(await activeUsers()).toBe(3);
  expect(await reactivations()).toHaveLength(before + 1);
}, 60_000);
