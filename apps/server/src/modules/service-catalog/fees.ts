import { and, desc, eq } from 'drizzle-orm';
import type { CatalogFeeChange } from '@despacha/domain/service-catalog/contracts';
import type { Db } from '../../db/client.ts';
import { serviceCatalogFeeHistory, serviceCatalogFees } from '../../db/schema/index.ts';

// Writes of the catalog's fees by year (decision 015, issue 35): each one leaves a history row
// saying what the fee became, who changed it and when, so January's update can be traced.

export type FeeActor = { userId: string; name: string };
export type FeeValues = { feeCents: number | null; confirmed: boolean; source: string; checkedOn: string | null };

const HISTORY_MAX = 50;

function historyRow(serviceType: string, year: number, action: CatalogFeeChange['action'], v: FeeValues, actor: FeeActor) {
  return { serviceType, year, action, ...v, changedBy: actor.userId, changedByName: actor.name };
}

/** Sets (or replaces) a type's fee for a year. */
export async function setFee(db: Db, serviceType: string, year: number, v: FeeValues, actor: FeeActor) {
  const values = { ...v, updatedBy: actor.userId, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(serviceCatalogFees)
      .values({ serviceType, year, ...values })
      .onConflictDoUpdate({ target: [serviceCatalogFees.serviceType, serviceCatalogFees.year], set: values });
    await tx.insert(serviceCatalogFeeHistory).values(historyRow(serviceType, year, 'set', v, actor));
  });
}

/** Removes a type's fee for a year; false when there was none. */
export async function deleteFee(db: Db, serviceType: string, year: number, actor: FeeActor) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(serviceCatalogFees)
      .where(and(eq(serviceCatalogFees.serviceType, serviceType), eq(serviceCatalogFees.year, year)))
      .returning({ year: serviceCatalogFees.year });
    if (gone.length === 0) return false;
    await tx
      .insert(serviceCatalogFeeHistory)
      .values(historyRow(serviceType, year, 'delete', { feeCents: null, confirmed: false, source: '', checkedOn: null }, actor));
    return true;
  });
}

/**
 * January's update: every type with a fee for the year before and none for `year` gets last year's
 * figure as a starting point, "a confirmar" until an admin checks it against the new table (a copied
 * figure is never charged as this year's). Types already holding a row for `year` are left alone.
 */
export async function copyFeesFromPreviousYear(db: Db, year: number, actor: FeeActor) {
  const fromYear = year - 1;
  return db.transaction(async (tx) => {
    const previous = await tx.select().from(serviceCatalogFees).where(eq(serviceCatalogFees.year, fromYear));
    const existing = new Set(
      (await tx.select({ serviceType: serviceCatalogFees.serviceType }).from(serviceCatalogFees).where(eq(serviceCatalogFees.year, year))).map(
        (r) => r.serviceType,
      ),
    );
    const rows = previous
      .filter((p) => !existing.has(p.serviceType))
      .map((p) => ({
        serviceType: p.serviceType,
        feeCents: p.feeCents,
        confirmed: false,
        source: `Copiada de ${fromYear}${p.source ? ` (${p.source})` : ''}`.slice(0, 500),
        checkedOn: null,
      }));
    if (rows.length === 0) return { year, fromYear, copied: 0 };
    await tx.insert(serviceCatalogFees).values(rows.map((r) => ({ ...r, year, updatedBy: actor.userId })));
    await tx.insert(serviceCatalogFeeHistory).values(rows.map(({ serviceType, ...v }) => historyRow(serviceType, year, 'copy', v, actor)));
    return { year, fromYear, copied: rows.length };
  });
}

/** A type's fee changes, newest first (the last HISTORY_MAX). */
export async function feeHistory(db: Db, serviceType: string): Promise<CatalogFeeChange[]> {
  const rows = await db
    .select()
    .from(serviceCatalogFeeHistory)
    .where(eq(serviceCatalogFeeHistory.serviceType, serviceType))
    .orderBy(desc(serviceCatalogFeeHistory.changedAt))
    .limit(HISTORY_MAX);
  return rows.map((r) => ({
    id: r.id,
    year: r.year,
    action: r.action as CatalogFeeChange['action'],
    feeCents: r.feeCents,
    confirmed: r.confirmed,
    source: r.source,
    checkedOn: r.checkedOn,
    changedByName: r.changedByName,
    changedAt: r.changedAt.toISOString(),
  }));
}
