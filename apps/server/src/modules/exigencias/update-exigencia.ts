import { and, eq } from 'drizzle-orm';
import { exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import type { Db } from '../../db/client.ts';
import { exigencias, services } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { invalid, notFound } from '../../lib/http-error.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { isAgencyUser, lockOpenExigencia } from './open-exigencia.ts';

/**
 * "Editar" on an open exigência: its deadline (the form's 30-day suggestion, or a guia return's,
 * was only a suggestion) and its responsible. A returned one is history: 409. The row is locked,
 * so an edit and a return at once run one after the other.
 */
export async function updateExigencia(db: Db, actor: TenantActor, id: string, input: { deadline: string | null; responsibleId: string | null }) {
  const { agencyId } = actor;
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const row = await lockOpenExigencia(tx, agencyId, id);
    if (input.deadline && input.deadline < row.raisedOn) throw invalid({ deadline: m.deadlineBeforeRaised });
    const responsibleId = input.responsibleId || null;
    if (responsibleId && !(await isAgencyUser(tx, agencyId, responsibleId))) throw invalid({ responsibleId: m.responsibleNotFound });
    await tx
      .update(exigencias)
      .set({ deadline: input.deadline, responsibleId, updatedAt: new Date() })
      .where(and(eq(exigencias.agencyId, agencyId), eq(exigencias.id, id)));
    const [service] = await tx
      .select({ number: services.number })
      .from(services)
      .where(and(eq(services.agencyId, agencyId), eq(services.id, row.serviceId)));
    await recordAudit(tx, {
      agencyId,
      actor: { userId: actor.userId, name: actor.name, role: actor.role },
      action: 'updated',
      entity: 'exigencia',
      entityId: id,
      summary: `Alterou o prazo ou o responsável da exigência do serviço nº ${service!.number}`,
      changes: {
        deadline: { before: row.deadline, after: input.deadline },
        responsibleId: { before: row.responsibleId, after: responsibleId },
      },
    });
  });
}
