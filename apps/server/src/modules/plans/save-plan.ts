import { eq, like, or } from 'drizzle-orm';
import type { CreatePlanData, UpdatePlanData } from '@despacha/domain/contracts/plans';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema/index.ts';
import { getAdminPlan } from './queries.ts';

/** 'Plano Pró 2026!' → 'plano-pro-2026': readable ids like the standard 'basico'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'plano';
}

/** The slug, or the slug with the first free numeric suffix ('basico-2'). */
function firstFree(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function createPlan(db: Db, data: CreatePlanData) {
  const base = slugify(data.name);
  // A concurrent create may take the same id: the primary key rejects it, and one retry picks the next.
  for (let attempt = 0; ; attempt++) {
    const taken = await db
      .select({ id: plans.id })
      .from(plans)
      .where(or(eq(plans.id, base), like(plans.id, `${base}-%`)));
    const id = firstFree(base, new Set(taken.map((t) => t.id)));
    const [row] = await db
      .insert(plans)
      .values({ id, ...data })
      .onConflictDoNothing({ target: plans.id })
      .returning({ id: plans.id });
    if (row) return (await getAdminPlan(db, row.id))!;
    if (attempt >= 2) throw new Error(`could not allocate a plan id for ${base}`);
  }
}

export async function updatePlan(db: Db, id: string, data: UpdatePlanData) {
  const [row] = await db
    .update(plans)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(plans.id, id))
    .returning({ id: plans.id });
  return row ? getAdminPlan(db, row.id) : null;
}
