import { and, eq, sql } from 'drizzle-orm';
import { exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import type { Db } from '../../db/client.ts';
import { exigencias } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { conflict, invalid, notFound } from '../../lib/http-error.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { lockService, openExigencia } from './open-exigencia.ts';

export type RegisterInput = {
  serviceId: string;
  demand: string;
  items: string[];
  raisedOn: string | null;
  deadline: string | null;
  responsibleId: string;
};

/**
 * The screen's "Registrar exigência": one open exigência per service at a time (a second one is
 * almost always a double entry; the first is returned before DETRAN's next demand is registered),
 * checked under the service's lock so two clicks cannot both pass. The date cannot be in the future.
 */
export async function registerExigencia(db: Db, actor: TenantActor, input: RegisterInput) {
  const raisedOn = input.raisedOn ?? todayIso();
  if (raisedOn > todayIso()) throw invalid({ raisedOn: m.raisedOnFuture });
  return db.transaction(async (tx) => {
    if (!(await lockService(tx, actor.agencyId, input.serviceId))) throw notFound();
    const [open] = await tx
      .select({ one: sql<number>`1` })
      .from(exigencias)
      .where(and(eq(exigencias.agencyId, actor.agencyId), eq(exigencias.serviceId, input.serviceId), eq(exigencias.status, 'open')))
      .limit(1);
    if (open) throw conflict('EXIGENCIA_OPEN', m.alreadyOpen);
    return openExigencia(tx, actor, input.serviceId, {
      demand: input.demand,
      items: input.items,
      deadline: input.deadline,
      responsibleId: input.responsibleId || null,
      raisedOn,
    });
  });
}
