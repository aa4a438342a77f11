import { and, eq, sql } from 'drizzle-orm';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import { demandFirstLine } from '@despacha/domain/exigencias/rules';
import type { Db, Tx } from '../../db/client.ts';
import { exigencias, profiles, serviceDocuments, services } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { recordAudit } from '../../lib/audit.ts';
import { todayIso } from '../../lib/dates.ts';
import { conflict, invalid, notFound } from '../../lib/http-error.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { moveService } from '../registry/public.ts';

export type OpenExigenciaInput = {
  demand: string;
  /** Checklist item values (documentChecklist): each becomes required and not received. */
  items: string[];
  deadline: string | null;
  responsibleId: string | null;
  /** ISO day; today in São Paulo when absent. */
  raisedOn?: string;
};

const checklistValues = new Set<string>(documentChecklist.map((d) => d.value));

/**
 * Registers a DETRAN exigência on a service inside the caller's transaction: the exigência row,
 * the demanded documents on the service's checklist (required, not received: DETRAN wants them
 * again even when an earlier copy arrived), the movement to "exigência" (its note the demand's
 * first line) and services.posicao. The service row is locked so two registrations on the same
 * service run one after the other. It does not refuse a second open exigência: a guia coming back
 * "em exigência" is DETRAN's word (the screen's route checks that itself, see register-exigencia).
 * Another agency's service, or a responsible outside the agency, is "not found".
 */
export async function openExigencia(tx: Tx, actor: TenantActor, serviceId: string, input: OpenExigenciaInput): Promise<{ id: string }> {
  const { agencyId } = actor;
  const service = await lockService(tx, agencyId, serviceId);
  if (!service) throw notFound();
  const demand = input.demand.trim();
  if (!demand) throw invalid({ demand: m.demandRequired });
  const items = [...new Set(input.items)];
  if (items.some((i) => !checklistValues.has(i))) throw invalid({ items: m.itemInvalid });
  const raisedOn = input.raisedOn ?? todayIso();
  if (input.deadline && input.deadline < raisedOn) throw invalid({ deadline: m.deadlineBeforeRaised });
  if (input.responsibleId && !(await isAgencyUser(tx, agencyId, input.responsibleId))) throw invalid({ responsibleId: m.responsibleNotFound });

  const [row] = await tx
    .insert(exigencias)
    .values({ agencyId, serviceId, demand, items, raisedOn, deadline: input.deadline, responsibleId: input.responsibleId || null, createdBy: actor.userId })
    .returning({ id: exigencias.id });
  if (items.length > 0) {
    await tx
      .insert(serviceDocuments)
      .values(items.map((item) => ({ agencyId, serviceId, item, required: true, received: false })))
      .onConflictDoUpdate({
        target: [serviceDocuments.agencyId, serviceDocuments.serviceId, serviceDocuments.item],
        set: { required: true, received: false, updatedAt: new Date() },
      });
  }
  await moveService(tx, actor, serviceId, 'exigencia', { note: demandFirstLine(demand), movedOn: raisedOn });
  await recordActivity(tx, agencyId, actor, {
    action: 'moved',
    entity: 'service',
    entityId: serviceId,
    summary: `Registrou exigência no serviço nº ${service.number}`,
  });
  await recordAudit(tx, {
    agencyId,
    actor: { userId: actor.userId, name: actor.name, role: actor.role },
    action: 'created',
    entity: 'exigencia',
    entityId: row!.id,
    summary: `Registrou exigência no serviço nº ${service.number}`,
    changes: { items: { before: null, after: items }, deadline: { before: null, after: input.deadline } },
  });
  return { id: row!.id };
}

/** The service's row, locked for the rest of the transaction; undefined when not the agency's. */
export async function lockService(tx: Tx, agencyId: string, serviceId: string) {
  if (!isUuid(serviceId)) return undefined;
  const [row] = await tx
    .select({ id: services.id, number: services.number, posicao: services.posicao })
    .from(services)
    .where(and(eq(services.agencyId, agencyId), eq(services.id, serviceId)))
    .for('update');
  return row;
}

/**
 * The agency's exigência `id`, locked for the rest of the transaction, while it is still open:
 * another agency's (or no) row is "not found", a returned one is history (409). Two changes at
 * once (an edit, a return) then run one after the other, the second seeing the first's result.
 */
export async function lockOpenExigencia(tx: Db, agencyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(exigencias)
    .where(and(eq(exigencias.agencyId, agencyId), eq(exigencias.id, id)))
    .for('update');
  if (!row) throw notFound();
  if (row.status === 'returned') throw conflict('EXIGENCIA_RETURNED', m.alreadyReturned);
  return row;
}

export async function isAgencyUser(tx: Db, agencyId: string, userId: string) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.agencyId, agencyId)));
  return !!row;
}
