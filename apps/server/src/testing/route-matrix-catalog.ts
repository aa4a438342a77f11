import { eq } from 'drizzle-orm';
import { serviceCatalogDudaCodes } from '../db/schema/index.ts';
import type { World } from './route-matrix-world.ts';

/** The id of a DUDA code in the catalog (seeded by migration 0006, or posted earlier by the matrix). */
export async function catalogCodeId(w: World, code: string): Promise<string> {
  const row = await w.t.db.query.serviceCatalogDudaCodes.findFirst({ where: eq(serviceCatalogDudaCodes.code, code) });
  return row?.id ?? '00000000-0000-4000-8000-000000000000';
}
