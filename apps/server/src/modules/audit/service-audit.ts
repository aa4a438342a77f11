import type { Db } from '../../db/client.ts';
import { recordActorAudit, sanitiseChanges, type AuditInput } from '../../lib/audit.ts';
import type { TenantActor } from '../../lib/tenant.ts';

/**
 * A change to a service made outside Cadastro do Sistema (observations, checklist, vistoria): one
 * audit event with the fields before and after, none when nothing changed.
 */
export async function auditServiceChange(
  db: Db,
  actor: TenantActor,
  service: { id: string; number: number },
  what: string,
  changes: NonNullable<AuditInput['changes']>,
) {
  if (!sanitiseChanges(changes)) return;
  await recordActorAudit(db, actor, {
    action: 'updated',
    entity: 'service',
    entityId: service.id,
    summary: `Alterou ${what} do serviço nº ${service.number}`,
    changes,
  });
}
