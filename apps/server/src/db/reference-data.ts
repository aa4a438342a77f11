import { standardPlans } from '@despacha/domain/plans';
import type { Db } from './client.ts';
import { plans } from './schema/index.ts';

/** Business constants every installation needs (spec §9 plans); rows an admin edited stay as they are. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(plans)
    .values(standardPlans.map((p) => ({ ...p })))
    .onConflictDoNothing({ target: plans.id });
}
