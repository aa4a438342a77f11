import { eq } from 'drizzle-orm';
import type { ReminderSettingsResponse } from '@despacha/domain/licensing/reminders';
import { LICENSING_SERVICE_TYPE } from '@despacha/domain/licensing/calendar';
import type { Db } from '../../db/client.ts';
import { licensingReminderSettings } from '../../db/schema/index.ts';
import { recordActorAudit } from '../../lib/audit.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { catalogDefaults } from '../service-catalog/public.ts';

/** The agency's reminder settings; an agency that never saved them has the monthly run off. */
export async function reminderSettingsOf(db: Db, agencyId: string): Promise<ReminderSettingsResponse> {
  const [row, fee] = await Promise.all([
    db.query.licensingReminderSettings.findFirst({ where: eq(licensingReminderSettings.agencyId, agencyId) }),
    catalogDefaults(db, LICENSING_SERVICE_TYPE),
  ]);
  return { autoMonthly: row?.autoMonthly ?? false, honorarios: row?.honorariosCents ?? 0, licensingFee: fee.feeCents };
}

export async function saveReminderSettings(
  db: Db,
  actor: TenantActor,
  body: { autoMonthly: boolean; honorarios: number },
  ip: string | null,
): Promise<ReminderSettingsResponse> {
  const before = await reminderSettingsOf(db, actor.agencyId);
  const values = { autoMonthly: body.autoMonthly, honorariosCents: body.honorarios, updatedBy: actor.userId, updatedAt: new Date() };
  await db
    .insert(licensingReminderSettings)
    .values({ agencyId: actor.agencyId, ...values })
    .onConflictDoUpdate({ target: licensingReminderSettings.agencyId, set: values });
  await recordActorAudit(db, actor, {
    action: 'updated',
    entity: 'settings',
    summary: `Alterou os lembretes de licenciamento (automático ${body.autoMonthly ? 'ligado' : 'desligado'})`,
    changes: {
      autoMonthly: { before: before.autoMonthly, after: body.autoMonthly },
      honorarios: { before: before.honorarios, after: body.honorarios },
    },
    ip,
  });
  return reminderSettingsOf(db, actor.agencyId);
}
