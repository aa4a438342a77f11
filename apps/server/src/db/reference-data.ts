import { sql } from 'drizzle-orm';
import { standardPlans } from '@despacha/domain/plans';
import { initialFieldOptions } from '@despacha/domain/options/field-option-kinds';
import type { Db } from './client.ts';
import { fieldOptions, plans } from './schema/index.ts';

/** Business constants every installation needs; rows an admin edited stay as they are. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(plans)
    .values(standardPlans.map((p) => ({ ...p })))
    .onConflictDoNothing({ target: plans.id });
  // Field options are seeded once: after that they belong to the platform admins. The lock keeps
  // two API processes starting together from seeding twice.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724001)`);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)` }).from(fieldOptions)) as [{ count: number }];
    if (Number(count) > 0) return;
    await tx
      .insert(fieldOptions)
      .values(
        Object.entries(initialFieldOptions).flatMap(([fieldName, list]) =>
          list.map((o, i) => ({ fieldName, optionValue: o.value, optionLabel: o.label, displayOrder: i })),
        ),
      );
  });
}
