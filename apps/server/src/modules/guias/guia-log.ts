import type { Db } from '../../db/client.ts';
import { recordActivity, type ActivityInput } from '../../lib/activity.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { TenantActor } from '../../lib/tenant.ts';

/**
 * A guia's step, written twice in the caller's transaction: the agency's recent activities and
 * the append-only audit trail (contracts.md: recordActivity stays the feed, recordAudit the record).
 */
export async function logGuia(tx: Db, actor: TenantActor, action: Extract<ActivityInput['action'], 'created' | 'updated' | 'deleted'>, guiaId: string, summary: string) {
  await recordActivity(tx, actor.agencyId, actor, { action, entity: 'guia', entityId: guiaId, summary });
  await recordAudit(tx, { agencyId: actor.agencyId, actor: { userId: actor.userId, name: actor.name, role: actor.role }, action, entity: 'guia', entityId: guiaId, summary });
}
