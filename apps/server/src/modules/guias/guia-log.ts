import type { Db } from '../../db/client.ts';
import { recordActivity, type ActivityInput } from '../../lib/activity.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { TenantActor } from '../../lib/tenant.ts';

/** The signed-in member, with the client address the routes add for the audit trail. */
export type GuiaActor = TenantActor & { ip?: string | null };

const auditActor = (actor: GuiaActor) => ({ userId: actor.userId, name: actor.name, role: actor.role });

/**
 * A guia's step in the caller's transaction: the agency's recent activities, which also write the
 * audit event (decision 035), here with the client's address.
 */
export async function logGuia(
  tx: Db,
  actor: GuiaActor,
  action: Extract<ActivityInput['action'], 'created' | 'updated' | 'deleted'>,
  guiaId: string,
  summary: string,
) {
  await recordActivity(tx, actor.agencyId, actor, { action, entity: 'guia', entityId: guiaId, summary }, { ip: actor.ip ?? null });
}

/** A printed guia carries owners' names: who printed it is kept in the audit trail only. */
export async function auditGuiaPrint(db: Db, actor: GuiaActor, guiaId: string, summary: string) {
  await recordAudit(db, {
    agencyId: actor.agencyId,
    actor: auditActor(actor),
    action: 'exported',
    entity: 'guia',
    entityId: guiaId,
    summary,
    ip: actor.ip ?? null,
  });
}
