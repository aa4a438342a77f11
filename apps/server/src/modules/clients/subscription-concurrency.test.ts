import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

// On PostgreSQL (DATABASE_URL) the changes run on the pool's connections at once; PGlite runs one
// transaction at a time, so there this checks the ordering of serial changes only.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
});
afterAll(async () => t.close());

type Change = { oldPlan: string; newPlan: string; oldStatus: string; newStatus: string; changeReason: string };

const plans = ['basico', 'intermediario', 'avancado'];
const statuses = ['active', 'suspended', 'trial', 'active', 'cancelled'];

it('concurrent subscription changes are listed in commit order, and the client ends as the last one says', async () => {
  const created = await t.request({
    method: 'POST',
    url: '/api/admin/clients',
    cookie: admin,
    body: { name: 'Cliente Disputado', email: 'disputa@x.com.br', planId: 'basico' },
  });
  const id = created.json().id as string;
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      t.request({
        method: 'POST',
        url: `/api/admin/clients/${id}/subscription-change`,
        cookie: admin,
        body: { newPlanId: plans[i % plans.length], newStatus: statuses[i % statuses.length], reason: `mudança ${i}` },
      }),
    ),
  );
  expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));

  const listed = (await t.request({ url: `/api/admin/subscription-changes?clientId=${id}`, cookie: admin })).json() as Change[];
  expect(listed).toHaveLength(30);
  const oldestFirst = [...listed].reverse();
  // Each change starts from what the one before it left: the list is the order they took effect.
  expect(oldestFirst[0]).toMatchObject({ oldPlan: 'basico', oldStatus: 'active' });
  const breaks = oldestFirst.slice(1).flatMap((c, i) => {
    const before = oldestFirst[i]!;
    return c.oldPlan === before.newPlan && c.oldStatus === before.newStatus ? [] : [`${before.changeReason} → ${c.changeReason}`];
  });
  expect(breaks).toEqual([]);
  const [client] = await t.db.select().from(agencies).where(eq(agencies.id, id));
  expect({ plan: client!.planId, status: client!.status }).toEqual({ plan: listed[0]!.newPlan, status: listed[0]!.newStatus });
}, 60_000);
