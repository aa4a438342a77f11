import { and, eq } from 'drizzle-orm';
import { exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import type { Db } from '../../db/client.ts';
import { exigencias } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { recordAudit } from '../../lib/audit.ts';
import { todayIso } from '../../lib/dates.ts';
import { invalid, notFound } from '../../lib/http-error.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { moveService } from '../registry/public.ts';
import { lockOpenExigencia, lockService } from './open-exigencia.ts';

/**
 * "Retornar à DETRAN": the exigência is met and the process goes back, so the service returns to
 * emissão with a movement noting it. Locked row: of two returns at once, the second sees it
 * returned and gets 409 (no second movement).
 */
export async function returnExigencia(db: Db, actor: TenantActor, id: string, input: { returnedOn: string | null; note: string }) {
  const { agencyId } = actor;
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const row = await lockOpenExigencia(tx, agencyId, id);
    const today = todayIso();
    const returnedOn = input.returnedOn ?? today;
    if (returnedOn > today) throw invalid({ returnedOn: m.returnedOnFuture });
    if (returnedOn < row.raisedOn) throw invalid({ returnedOn: m.returnedBeforeRaised });
    const service = await lockService(tx, agencyId, row.serviceId);
    await tx
      .update(exigencias)
      .set({ status: 'returned', returnedOn, returnNote: input.note, returnedBy: actor.userId, updatedAt: new Date() })
      .where(and(eq(exigencias.agencyId, agencyId), eq(exigencias.id, id)));
    const note = input.note ? `${m.movementReturn}: ${input.note}` : m.movementReturn;
    // Back at DETRAN: emissão there, em andamento (decision 058).
    await moveService(tx, actor, row.serviceId, 'emissao', { note, movedOn: returnedOn, atDetran: true });
    await recordActivity(tx, agencyId, actor, {
      action: 'moved',
      entity: 'service',
      entityId: row.serviceId,
      summary: `Retornou à DETRAN a exigência do serviço nº ${service!.number}`,
    });
    await recordAudit(tx, {
      agencyId,
      actor: { userId: actor.userId, name: actor.name, role: actor.role },
      action: 'updated',
      entity: 'exigencia',
      entityId: id,
      summary: `Retornou à DETRAN a exigência do serviço nº ${service!.number}`,
      changes: { status: { before: 'open', after: 'returned' }, returnedOn: { before: null, after: returnedOn } },
    });
  });
}
