import { and, eq, sql } from 'drizzle-orm';
import { exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import { defaultDeadline } from '@despacha/domain/exigencias/rules';
import { labelOf } from '@despacha/domain/options/option';
import { servicePosicaoOptions } from '@despacha/domain/options/registry-options';
import type { Db } from '../../db/client.ts';
import { exigencias, services } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { TenantActor } from '../../lib/tenant.ts';

// "In exigência", one definition (issue 34): a service is in exigência exactly when it has an open
// exigência. The dashboard's list and count, Retorno de Exigência's queue and its summary card all
// read these two fragments; services.posicao = 'exigencia' follows them (syncExigencias below),
// it does not decide. It lives in the registry, beside the movements that keep it in step: the
// exigências module reads it through registry/public.ts, and the registry needs nothing of that module.

/** An open exigência, written out (not bound) so the planner matches the queue's indexes. */
export const openExigencia = sql`${exigencias.status} = 'open'`;

/** The service (the `services` of the outer query) has an open exigência of its own agency. */
export const serviceInExigencia = sql`exists (select 1 from ${exigencias} where ${exigencias.agencyId} = ${services.agencyId} and ${exigencias.serviceId} = ${services.id} and ${openExigencia})`;

/**
 * Keeps the exigências in step with a movement, inside the caller's transaction, after the movement
 * to `position` on `movedOn` (appendMovement calls it for every movement):
 * - to exigência with none open: opens one with what the movement knows (its day, its note as the
 *   demand, the usual deadline from that day, no documents or responsible), so Retorno de
 *   Exigência lists it and it can be returned to DETRAN;
 * - anywhere else: the open ones are closed as returned that day (never before they were raised),
 *   the movement's note their return note.
 * Registering or returning an exigência writes its row before its movement, so then nothing is left to do.
 */
export async function syncExigencias(tx: Db, actor: TenantActor, serviceId: string, position: string, note: string, movedOn: string) {
  const { agencyId } = actor;
  const open = await tx
    .select({ id: exigencias.id, raisedOn: exigencias.raisedOn })
    .from(exigencias)
    .where(and(eq(exigencias.agencyId, agencyId), eq(exigencias.serviceId, serviceId), openExigencia))
    .for('update');
  if (position === 'exigencia' ? open.length > 0 : open.length === 0) return;
  const [service] = await tx
    .select({ number: services.number })
    .from(services)
    .where(and(eq(services.agencyId, agencyId), eq(services.id, serviceId)));
  const auditActor = { userId: actor.userId, name: actor.name, role: actor.role };

  if (position === 'exigencia') {
    const deadline = defaultDeadline(movedOn);
    const [row] = await tx
      .insert(exigencias)
      .values({ agencyId, serviceId, demand: note.trim() || m.movementDemand, items: [], raisedOn: movedOn, deadline, createdBy: actor.userId })
      .returning({ id: exigencias.id });
    await recordAudit(tx, {
      agencyId,
      actor: auditActor,
      action: 'created',
      entity: 'exigencia',
      entityId: row!.id,
      summary: `Registrou exigência no serviço nº ${service?.number} (movimentação)`,
      changes: { items: { before: null, after: [] }, deadline: { before: null, after: deadline } },
    });
    return;
  }

  const returnNote = note.trim() || `${m.movementClosed} ${labelOf(servicePosicaoOptions, position, position)}`;
  for (const e of open) {
    const returnedOn = movedOn < e.raisedOn ? e.raisedOn : movedOn;
    await tx
      .update(exigencias)
      .set({ status: 'returned', returnedOn, returnNote, returnedBy: actor.userId, updatedAt: new Date() })
      .where(and(eq(exigencias.agencyId, agencyId), eq(exigencias.id, e.id)));
    await recordAudit(tx, {
      agencyId,
      actor: auditActor,
      action: 'updated',
      entity: 'exigencia',
      entityId: e.id,
      summary: `Encerrou a exigência do serviço nº ${service?.number} (movimentação)`,
      changes: { status: { before: 'open', after: 'returned' }, returnedOn: { before: null, after: returnedOn } },
    });
  }
}
