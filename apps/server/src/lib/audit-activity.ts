import type { Db } from '../db/client.ts';
import { recordAudit, type AuditAction, type AuditInput } from './audit.ts';

/** What an activity line does not carry but its audit event may: before/after, the client address. */
export type ActivityAudit = Pick<AuditInput, 'changes' | 'ip'>;

// The activity feed speaks the agency's language (moved, uploaded); the trail the audit's five verbs.
const AUDIT_ACTION: Record<string, AuditAction> = {
  created: 'created',
  updated: 'updated',
  moved: 'updated',
  uploaded: 'created',
  deleted: 'deleted',
  viewed: 'viewed',
  exported: 'exported',
  deactivated: 'updated',
  reactivated: 'updated',
  signed_in: 'signed_in',
};

export async function auditOfActivity(
  db: Db,
  agencyId: string,
  actor: { userId: string | null; name: string; role?: string | null },
  input: { action: string; entity: string; entityId?: string | null; summary: string },
  extra: ActivityAudit,
) {
  await recordAudit(db, {
    agencyId,
    actor: { userId: actor.userId, name: actor.name, role: actor.role ?? null },
    action: AUDIT_ACTION[input.action] ?? 'updated',
    entity: input.entity,
    entityId: input.entityId ?? null,
    summary: input.summary,
    changes: extra.changes,
    ip: extra.ip,
  });
}
