import { eq, sql } from 'drizzle-orm';
import { defaultBillingSettings, type BillingSettings } from '@despacha/domain/billing/settings';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';

const KEY = 'billing';

/** The stored billing settings over the defaults: a key never saved reads as its default. */
export async function getBillingSettings(db: Db): Promise<BillingSettings> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, KEY));
  const stored = (row?.value ?? {}) as Partial<BillingSettings>;
  return {
    ...defaultBillingSettings,
    ...stored,
    processingFeeBps: { ...defaultBillingSettings.processingFeeBps, ...stored.processingFeeBps },
  };
}

/** Saves the whole document (the caller validated it); the previous one is replaced. */
export async function saveBillingSettings(db: Db, value: BillingSettings, updatedBy: string | null): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key: KEY, value, updatedBy })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy, updatedAt: sql`now()` } });
}
