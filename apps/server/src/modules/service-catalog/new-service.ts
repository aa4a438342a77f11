import { documentChecklist } from '@despacha/domain/options/document-checklist';
import type { Db } from '../../db/client.ts';
import { serviceDocuments } from '../../db/schema/index.ts';
import { catalogDefaults, currentYear } from './queries.ts';

const checklistItems = new Set<string>(documentChecklist.map((d) => d.value));

/**
 * The DETRAN fee a new service is saved with: what was typed (0,00 included: an exemption), or
 * else the catalog's confirmed fee for the current year, or else null: "a confirmar" (decision
 * 078). Nothing is guessed, and the service says the fee is to confirm instead of showing R$ 0,00
 * as if that were the fee (issue 35); a user types it later.
 */
export async function newServiceFee(db: Db, serviceType: string, typedCents: number | null): Promise<number | null> {
  if (typedCents !== null) return typedCents;
  const { feeCents } = await catalogDefaults(db, serviceType, currentYear());
  return feeCents;
}

/** A new service's checklist starts from the catalog's documents for its type, all still to arrive. */
export async function seedServiceChecklist(db: Db, agencyId: string, serviceId: string, serviceType: string) {
  const { documents } = await catalogDefaults(db, serviceType);
  const items = documents.filter((d) => checklistItems.has(d));
  if (items.length === 0) return;
  await db
    .insert(serviceDocuments)
    .values(items.map((item) => ({ agencyId, serviceId, item, required: true, received: false })))
    .onConflictDoNothing();
}
