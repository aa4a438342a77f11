import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createGuiaRequest, updateGuiaRequest } from '@despacha/domain/guias/contracts';
import { guiaKindTitle, guiaName, isPrimeiraLicenca, type GuiaKind } from '@despacha/domain/guias/kinds';
import { stageOf } from '@despacha/domain/process/stages';
import { guiaMessages as m } from '@despacha/domain/guias/messages';
import type { Db } from '../../db/client.ts';
import { guiaItems, guias, services } from '../../db/schema/index.ts';
import { lockAgency } from '../../lib/agency-lock.ts';
import { todayIso } from '../../lib/dates.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import { logGuia, type GuiaActor } from './guia-log.ts';

export type CreateGuiaData = z.output<typeof createGuiaRequest>;

/**
 * Why a chosen service may not go on this guia, or null when it may. A service that is not the
 * agency's is "not found" (404), as any other agency's row.
 */
async function refusals(db: Db, agencyId: string, kind: GuiaKind, ids: string[], editedGuiaId: string | null = null): Promise<string | null> {
  if (!ids.every(isUuid)) throw notFound(m.serviceNotFound);
  const rows = await db
    .select({
      id: services.id,
      number: services.number,
      servico: services.servico,
      capaProcesso: services.capaProcesso,
      posicao: services.posicao,
      status: services.status,
      // Aliased by hand: in a one-table select drizzle writes columns unqualified. The draft being
      // edited does not count against its own services.
      inOpenGuia: sql<boolean>`exists (select 1 from guia_items gi where gi.agency_id = "services"."agency_id" and gi.service_id = "services"."id" and gi.open
        and gi.guia_id is distinct from ${editedGuiaId}::uuid)`,
    })
    .from(services)
    .where(and(eq(services.agencyId, agencyId), inArray(services.id, ids)));
  if (rows.length !== ids.length) throw notFound(m.serviceNotFound);
  for (const id of ids) {
    const s = rows.find((r) => r.id === id)!;
    if (isPrimeiraLicenca(s) !== (kind === 'pl')) return m.wrongKind(s.number, guiaKindTitle[kind]);
    if (s.inOpenGuia) return m.inOpenGuia(s.number);
    if (stageOf(s) !== 'agencia') return m.notReady(s.number);
  }
  return null;
}

/**
 * "Nova guia": a draft numbered after the agency's last guia of the same kind. The agency lock
 * serialises numbering as for services' numbers; the open-item unique index refuses a service
 * that another guia took meanwhile.
 */
export async function createGuia(db: Db, actor: GuiaActor, input: CreateGuiaData): Promise<{ id: string; number: number }> {
  const { agencyId } = actor;
  const issuedOn = input.issuedOn ?? todayIso();
  if (issuedOn > todayIso()) throw invalid({ issuedOn: m.dateInFuture });
  try {
    return await db.transaction(async (t) => {
      await lockAgency(t, agencyId);
      const refused = await refusals(t, agencyId, input.kind, input.serviceIds);
      if (refused) throw invalid({ serviceIds: refused }, refused);
      const [{ next }] = (await t
        .select({ next: sql<number>`coalesce(max(${guias.number}), 0) + 1` })
        .from(guias)
        .where(and(eq(guias.agencyId, agencyId), eq(guias.kind, input.kind)))) as [{ next: number }];
      const number = Number(next);
      const [guia] = await t
        .insert(guias)
        .values({ agencyId, kind: input.kind, number, issuedOn, destination: input.destination, note: input.note, createdBy: actor.userId })
        .returning({ id: guias.id });
      await t.insert(guiaItems).values(input.serviceIds.map((serviceId, position) => ({ agencyId, guiaId: guia!.id, serviceId, position })));
      await logGuia(t, actor, 'created', guia!.id, `Criou a ${guiaName(input.kind, number)} com ${m.pdfTotal(input.serviceIds.length)}`);
      return { id: guia!.id, number };
    });
  } catch (err) {
    if (uniqueViolation(err) === 'guia_items_open_service_uq') throw conflict('SERVICE_IN_OPEN_GUIA', m.takenMeanwhile);
    throw err;
  }
}

/**
 * Editing a draft: destination, date, note and its services (kept in the order given). The guia
 * keeps its kind and number; a delivered guia is history (409). Same checks as a new guia.
 */
export async function updateGuia(db: Db, actor: GuiaActor, id: string, input: z.output<typeof updateGuiaRequest>): Promise<void> {
  const { agencyId } = actor;
  if (!isUuid(id)) throw notFound();
  const issuedOn = input.issuedOn ?? todayIso();
  if (issuedOn > todayIso()) throw invalid({ issuedOn: m.dateInFuture });
  try {
    await db.transaction(async (t) => {
      await lockAgency(t, agencyId);
      const guia = await t.query.guias.findFirst({ where: and(eq(guias.agencyId, agencyId), eq(guias.id, id)) });
      if (!guia) throw notFound();
      if (guia.status !== 'draft') throw conflict('GUIA_NOT_DRAFT', m.onlyDraftEdited);
      const kind = guia.kind as GuiaKind;
      const refused = await refusals(t, agencyId, kind, input.serviceIds, id);
      if (refused) throw invalid({ serviceIds: refused }, refused);
      await t
        .update(guias)
        .set({ issuedOn, destination: input.destination, note: input.note, updatedAt: new Date() })
        .where(and(eq(guias.agencyId, agencyId), eq(guias.id, id)));
      await t.delete(guiaItems).where(and(eq(guiaItems.agencyId, agencyId), eq(guiaItems.guiaId, id)));
      await t.insert(guiaItems).values(input.serviceIds.map((serviceId, position) => ({ agencyId, guiaId: id, serviceId, position })));
      await logGuia(t, actor, 'updated', id, `Alterou o rascunho da ${guiaName(kind, guia.number)} (${m.pdfTotal(input.serviceIds.length)})`);
    });
  } catch (err) {
    if (uniqueViolation(err) === 'guia_items_open_service_uq') throw conflict('SERVICE_IN_OPEN_GUIA', m.takenMeanwhile);
    throw err;
  }
}
