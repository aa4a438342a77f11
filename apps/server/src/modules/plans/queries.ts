import { asc, count, eq } from 'drizzle-orm';
import type { AdminPlanResponse } from '@despacha/domain/contracts/plans';
import type { PlanResponse } from '@despacha/domain/contracts/agencies';
import type { Db } from '../../db/client.ts';
import { agencies, plans } from '../../db/schema/index.ts';

type PlanRow = typeof plans.$inferSelect;

export const toPlanResponse = ({ id, name, priceCents, baseUsers, additionalUserPriceCents, trialDays, description, features }: PlanRow): PlanResponse => ({
  id,
  name,
  priceCents,
  baseUsers,
  additionalUserPriceCents,
  trialDays,
  description,
  features,
});

const toAdminPlan = (row: PlanRow, clients: number): AdminPlanResponse => ({
  ...toPlanResponse(row),
  active: row.active,
  clients,
  createdAt: row.createdAt.toISOString(),
});

/** What new agencies may choose: active plans only (existing clients keep an inactive one). */
export async function listOfferedPlans(db: Db): Promise<PlanResponse[]> {
  const rows = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.priceCents));
  return rows.map(toPlanResponse);
}

const clientCounts = (db: Db) =>
  db
    .select({ planId: agencies.planId, clients: count().as('clients') })
    .from(agencies)
    .groupBy(agencies.planId)
    .as('client_counts');

/** Every plan, active or not, with the number of agencies on it counted by the database. */
export async function listAdminPlans(db: Db): Promise<AdminPlanResponse[]> {
  const counts = clientCounts(db);
  const rows = await db
    .select({ plan: plans, clients: counts.clients })
    .from(plans)
    .leftJoin(counts, eq(counts.planId, plans.id))
    .orderBy(asc(plans.priceCents), asc(plans.name));
  return rows.map((r) => toAdminPlan(r.plan, Number(r.clients ?? 0)));
}

export async function getAdminPlan(db: Db, id: string): Promise<AdminPlanResponse | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  if (!row) return null;
  const [{ clients }] = (await db.select({ clients: count() }).from(agencies).where(eq(agencies.planId, id))) as [{ clients: number }];
  return toAdminPlan(row, Number(clients));
}
