import { documentChecklist } from '@despacha/domain/options/document-checklist';
import type { Db } from '../../db/client.ts';
import { serviceDocuments } from '../../db/schema/index.ts';
import { catalogDefaults } from './queries.ts';

const checklistItems = new Set<string>(documentChecklist.map((d) => d.value));

/**
 * The DETRAN fee a new service is saved with: what was typed, or else the catalog's confirmed fee for
 * the current year (0 when the year's fee is "a confirmar": Cadastro do Serviço says "Taxa DETRAN a
 * confirmar" and asks for it; nothing is guessed). A fee typed as
 * zero cannot be told from one left blank, so an exemption is recorded by editing the saved
 * service, which never refills it (decision 015).
 */
export async function newServiceFee(db: Db, serviceType: string, typedCents: number) {
  if (typedCents > 0) return typedCents;
  return (await catalogDefaults(db, serviceType)).feeCents ?? 0;
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
