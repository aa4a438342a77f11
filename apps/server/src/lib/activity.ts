import type { Db } from '../db/client.ts';
import { activities } from '../db/schema/index.ts';
import type { Actor } from './actor.ts';
import { auditOfActivity, type ActivityAudit } from './audit-activity.ts';

export type ActivityInput = {
  action: 'created' | 'updated' | 'moved' | 'uploaded' | 'deleted' | 'viewed' | 'exported' | 'deactivated' | 'reactivated' | 'signed_in';
  entity: 'owner' | 'vehicle' | 'service' | 'origin' | 'file' | 'request' | 'report' | 'user' | 'client' | 'subscription' | 'guia' | 'quote';
  entityId?: string | null;
  summary: string;
};

/** Records who did what in the agency (recent activities; the audit trail builds on it). */
export async function recordActivity(
  db: Db,
  agencyId: string,
  // userId null: someone without an account acted (the customer on a public quote link).
  actor: { userId: Actor['userId'] | null; name: string; role?: string | null },
  input: ActivityInput,
  // Each activity is also an audit event (decision 035), unless the caller writes its own (false).
  audit: ActivityAudit | false = {},
) {
  if (audit) await auditOfActivity(db, agencyId, actor, input, audit);
  await db.insert(activities).values({
    agencyId,
    actorId: actor.userId,
    actorName: actor.name,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId ?? null,
    summary: input.summary,
  });
}
