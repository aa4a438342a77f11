import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordActorAudit } from '../../lib/audit.ts';
import { tenantOf } from '../../lib/tenant.ts';

/**
 * A library document filled from a service (issue 32 item 3): written before the PDF is sent, as
 * the trail's other downloads are, so a document handed out is in the trail once the user has it.
 */
export async function auditPrefilledDocument(db: Db, request: FastifyRequest, title: string, service: { id: string; number: number }) {
  const actor = tenantOf(request);
  await recordActorAudit(db, actor, {
    action: 'exported',
    entity: 'service',
    entityId: service.id,
    summary: `Gerou o documento "${title}" preenchido com os dados do serviço nº ${service.number}`,
    ip: request.ip,
  });
}
