import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { deliverGuiaRequest, returnGuiaRequest } from '@despacha/domain/guias/contracts';
import { guiaName, type GuiaKind } from '@despacha/domain/guias/kinds';
import { guiaMessages as m } from '@despacha/domain/guias/messages';
import type { Db } from '../../db/client.ts';
import { guiaItems, guias } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { conflict, invalid, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import { openExigencia } from '../exigencias/public.ts';
import { defaultDeadline } from '@despacha/domain/exigencias/rules';
import { moveService } from '../registry/public.ts';
import { logGuia, type GuiaActor } from './guia-log.ts';

// A guia's two transitions (decision 039): draft -> delivered -> returned. Each is one
// transaction whose first statement moves the status only from the expected one, so a second
// click, or a second user at the same time, finds nothing to move and gets 409.

/** Moves the guia's status from `from` to `to`; null when it was not in `from` (or is not the agency's). */
async function advance(tx: Db, agencyId: string, id: string, from: string, values: Partial<typeof guias.$inferInsert>) {
  const [row] = await tx
    .update(guias)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(guias.agencyId, agencyId), eq(guias.id, id), eq(guias.status, from)))
    .returning();
  return row;
}

async function existing(tx: Db, agencyId: string, id: string) {
  return tx.query.guias.findFirst({ where: and(eq(guias.agencyId, agencyId), eq(guias.id, id)) });
}

/** Delivered to DETRAN or back from it: the service's position, stage and movement move together (decision 058). */
async function move(tx: Db, actor: GuiaActor, serviceId: string, position: 'emissao' | 'pronto', note: string, on: string) {
  await moveService(tx, actor, serviceId, position, { note, movedOn: on, atDetran: true });
}

const itemsOf = (tx: Db, agencyId: string, guiaId: string) =>
  tx
    .select({ serviceId: guiaItems.serviceId })
    .from(guiaItems)
    .where(and(eq(guiaItems.agencyId, agencyId), eq(guiaItems.guiaId, guiaId)))
    .orderBy(guiaItems.position);

/** "Marcar como entregue": each process gets a movement naming the guia (contracts.md). */
export async function deliverGuia(db: Db, actor: GuiaActor, id: string, input: z.output<typeof deliverGuiaRequest>) {
  if (!isUuid(id)) throw notFound();
  const deliveredOn = input.deliveredOn ?? todayIso();
  if (deliveredOn > todayIso()) throw invalid({ deliveredOn: m.dateInFuture });
  await db.transaction(async (tx) => {
    const guia = await advance(tx, actor.agencyId, id, 'draft', { status: 'delivered', deliveredOn, deliveredBy: actor.userId });
    if (!guia) {
      if (!(await existing(tx, actor.agencyId, id))) throw notFound();
      throw conflict('GUIA_NOT_DRAFT', m.notDraft);
    }
    if (deliveredOn < guia.issuedOn) throw invalid({ deliveredOn: m.deliveryBeforeIssue }, m.deliveryBeforeIssue);
    const name = guiaName(guia.kind as GuiaKind, guia.number);
    for (const { serviceId } of await itemsOf(tx, actor.agencyId, id)) await move(tx, actor, serviceId, 'emissao', m.movementDelivered(name), deliveredOn);
    await logGuia(tx, actor, 'updated', id, `Entregou na DETRAN a ${name}`);
  });
}

/**
 * "Registrar retorno": every process back as pronto (a movement to pronto) or em exigência
 * (EX's openExigencia: the exigência, its movement and position). The items leave the open set,
 * so the services may go on a later guia.
 */
export async function returnGuia(db: Db, actor: GuiaActor, id: string, input: z.output<typeof returnGuiaRequest>) {
  if (!isUuid(id)) throw notFound();
  const returnedOn = input.returnedOn ?? todayIso();
  if (returnedOn > todayIso()) throw invalid({ returnedOn: m.dateInFuture });
  await db.transaction(async (tx) => {
    const guia = await advance(tx, actor.agencyId, id, 'delivered', { status: 'returned', returnedOn, returnedBy: actor.userId });
    if (!guia) {
      if (!(await existing(tx, actor.agencyId, id))) throw notFound();
      throw conflict('GUIA_NOT_DELIVERED', m.notDelivered);
    }
    if (guia.deliveredOn && returnedOn < guia.deliveredOn) throw invalid({ returnedOn: m.returnBeforeDelivery }, m.returnBeforeDelivery);
    const items = await itemsOf(tx, actor.agencyId, id);
    const given = new Map(input.items.map((i) => [i.serviceId, i]));
    if (given.size !== input.items.length || items.length !== given.size || items.some((i) => !given.has(i.serviceId))) {
      throw invalid({ items: m.outcomesIncomplete }, m.outcomesIncomplete);
    }
    const name = guiaName(guia.kind as GuiaKind, guia.number);
    for (const { serviceId } of items) {
      const { outcome, demand } = given.get(serviceId)!;
      if (outcome === 'pronto') await move(tx, actor, serviceId, 'pronto', m.movementReturned(name), returnedOn);
      // The deadline the exigência form suggests (decision 037): without one it would never read as late.
      else
        await openExigencia(tx, actor, serviceId, {
          demand: `${m.movementReturned(name)}: ${demand}`,
          items: [],
          deadline: defaultDeadline(returnedOn),
          responsibleId: null,
          raisedOn: returnedOn,
        });
      await tx
        .update(guiaItems)
        .set({ outcome, outcomeNote: outcome === 'exigencia' ? demand : '', open: false })
        .where(and(eq(guiaItems.agencyId, actor.agencyId), eq(guiaItems.guiaId, id), eq(guiaItems.serviceId, serviceId)));
    }
    await logGuia(tx, actor, 'updated', id, `Registrou o retorno da ${name}`);
  });
}

/**
 * "Excluir rascunho": a draft that never went to DETRAN is removed with its items, freeing its
 * services. Once delivered a guia is history and stays. The number of a discarded draft is taken
 * again only when it was the kind's last one (max + 1).
 */
export async function discardGuia(db: Db, actor: GuiaActor, id: string) {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [guia] = await tx
      .delete(guias)
      .where(and(eq(guias.agencyId, actor.agencyId), eq(guias.id, id), eq(guias.status, 'draft')))
      .returning();
    if (!guia) {
      if (!(await existing(tx, actor.agencyId, id))) throw notFound();
      throw conflict('GUIA_NOT_DRAFT', m.onlyDraftDiscarded);
    }
    await logGuia(tx, actor, 'deleted', id, `Excluiu o rascunho da ${guiaName(guia.kind as GuiaKind, guia.number)}`);
  });
}
