import { eq } from 'drizzle-orm';
import type { TrackingSettingsBody, TrackingSettingsResponse } from '@despacha/domain/tracking/contracts';
import type { Db } from '../../db/client.ts';
import { agencyCustomerSettings } from '../../db/schema/index.ts';

/** An agency that never saved them notifies (consent still gates every e-mail) and shows no PIX. */
export const defaultCustomerSettings: TrackingSettingsResponse = { pixKey: '', pixMerchantName: '', pixMerchantCity: '', notifyEmail: true };

export async function customerSettingsOf(db: Db, agencyId: string): Promise<TrackingSettingsResponse> {
  const row = await db.query.agencyCustomerSettings.findFirst({ where: eq(agencyCustomerSettings.agencyId, agencyId) });
  if (!row) return defaultCustomerSettings;
  return { pixKey: row.pixKey, pixMerchantName: row.pixMerchantName, pixMerchantCity: row.pixMerchantCity, notifyEmail: row.notifyEmail };
}

export async function saveCustomerSettings(db: Db, agencyId: string, userId: string, body: TrackingSettingsBody) {
  const values = { ...body, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(agencyCustomerSettings)
    .values({ agencyId, ...values })
    .onConflictDoUpdate({ target: agencyCustomerSettings.agencyId, set: values });
  return customerSettingsOf(db, agencyId);
}
