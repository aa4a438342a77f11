import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ANONYMISED_NAME, ERASED_TEXT } from '@despacha/domain/lgpd/messages';
import { exigenciaMessages } from '@despacha/domain/exigencias/messages';
import { demandFirstLine } from '@despacha/domain/exigencias/rules';
import { effectiveQuoteStatus } from '@despacha/domain/quotes/options';
import type { Db, Tx } from '../../db/client.ts';
import { activities, customerNotifications, exigencias, ownerConsents, quotes, serviceMovements, services, trackingLinks } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';

// The records other features keep about a person (decision 036, "Quotes, exigências and
// tracking"): quotes made for their CPF/CNPJ (or converted into one of their services), the
// exigências of their services, their consent to customer e-mails and the e-mails queued for them.

type Scope = { agencyId: string; document: string; ownerIds: string[]; serviceIds: string[] };

export async function findLinked(db: Db, { agencyId, document, ownerIds, serviceIds }: Scope) {
  // The quote contract stores the CPF/CNPJ normalised (digits, or the CNPJ's upper-case letters),
  // like the lookup's document; a quote without one names the person once converted into their service.
  const byDocument = eq(quotes.customerDocument, document);
  const quoteRows = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.agencyId, agencyId), serviceIds.length ? or(byDocument, inArray(quotes.serviceId, serviceIds)) : byDocument))
    .orderBy(asc(quotes.number));
  const [exigenciaRows, consentRows, notificationRows] = await Promise.all([
    serviceIds.length
      ? db
          .select({ e: exigencias, serviceNumber: services.number })
          .from(exigencias)
          .innerJoin(services, and(eq(services.agencyId, exigencias.agencyId), eq(services.id, exigencias.serviceId)))
          .where(and(eq(exigencias.agencyId, agencyId), inArray(exigencias.serviceId, serviceIds)))
          .orderBy(asc(exigencias.raisedOn), asc(exigencias.createdAt))
      : [],
    ownerIds.length
      ? db
          .select()
          .from(ownerConsents)
          .where(and(eq(ownerConsents.agencyId, agencyId), inArray(ownerConsents.ownerId, ownerIds)))
      : [],
    serviceIds.length
      ? db
          .select()
          .from(customerNotifications)
          .where(and(eq(customerNotifications.agencyId, agencyId), inArray(customerNotifications.serviceId, serviceIds)))
          .orderBy(asc(customerNotifications.createdAt))
      : [],
  ]);
  return { quoteRows, exigenciaRows, consentRows, notificationRows };
}

export type LinkedRecords = Awaited<ReturnType<typeof findLinked>>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The export's sections for these records: money in centavos, no token hash. */
export function linkedData(l: LinkedRecords) {
  const today = todayIso();
  return {
    quotes: l.quoteRows.map((q) => ({
      id: q.id,
      number: q.number,
      customerName: q.customerName,
      customerDocument: q.customerDocument,
      customerPhone: q.customerPhone,
      customerEmail: q.customerEmail,
      plate: q.plate,
      serviceType: q.serviceType,
      detranFeeCents: q.detranFeeCents,
      honorariosCents: q.honorariosCents,
      extras: q.extras,
      extrasCents: q.extrasCents,
      totalCents: q.totalCents,
      validUntil: q.validUntil,
      status: effectiveQuoteStatus(q.status, q.validUntil, today),
      note: q.note,
      sharedAt: iso(q.sharedAt),
      answeredAt: iso(q.answeredAt),
      serviceId: q.serviceId,
      createdAt: q.createdAt.toISOString(),
    })),
    exigencias: l.exigenciaRows.map(({ e, serviceNumber }) => ({
      id: e.id,
      serviceId: e.serviceId,
      serviceNumber,
      demand: e.demand,
      items: e.items,
      raisedOn: e.raisedOn,
      deadline: e.deadline,
      status: e.status,
      returnedOn: e.returnedOn,
      returnNote: e.returnNote,
      createdAt: e.createdAt.toISOString(),
    })),
    consents: l.consentRows.map((c) => ({
      ownerId: c.ownerId,
      channel: c.channel,
      grantedAt: iso(c.grantedAt),
      grantedByName: c.grantedByName,
      revokedAt: iso(c.revokedAt),
      revokedByName: c.revokedByName,
    })),
    notifications: l.notificationRows.map((n) => ({
      serviceId: n.serviceId,
      kind: n.kind,
      position: n.position,
      status: n.status,
      createdAt: n.createdAt.toISOString(),
      sentAt: iso(n.sentAt),
    })),
  };
}

type Actor = { userId: string; name: string };

/**
 * Erasure inside the anonymisation's transaction. Quotes keep number, service, money, validity and
 * status (the agency's figures) and lose the customer's contact, plate and note, and their public
 * link. Exigências keep items, dates and status; their texts go, like the service's note, and so do
 * their copies in the movements. Consent
 * is revoked (the row still tells what was allowed when), live tracking links stop answering and
 * e-mails not yet sent are dropped.
 */
export async function eraseLinked(tx: Tx, agencyId: string, actor: Actor, l: LinkedRecords, serviceIds: string[]) {
  const now = new Date();
  const quoteIds = l.quoteRows.map((q) => q.id);
  if (quoteIds.length) {
    await tx
      .update(quotes)
      .set({ customerName: ANONYMISED_NAME, customerDocument: '', customerPhone: '', customerEmail: '', plate: '', note: '', tokenHash: null, updatedAt: now })
      .where(and(eq(quotes.agencyId, agencyId), inArray(quotes.id, quoteIds)));
    // A customer's answer on the public link was recorded with their name as the actor.
    const names = [...new Set(l.quoteRows.map((q) => q.customerName))].filter((n) => n && n !== ANONYMISED_NAME);
    if (names.length) {
      await tx
        .update(activities)
        .set({ actorName: ANONYMISED_NAME })
        .where(and(eq(activities.agencyId, agencyId), inArray(activities.entityId, quoteIds), inArray(activities.actorName, names)));
    }
  }
  const exigenciaIds = l.exigenciaRows.map((r) => r.e.id);
  if (exigenciaIds.length) {
    await tx
      .update(exigencias)
      .set({ demand: ERASED_TEXT, returnNote: '', updatedAt: now })
      .where(and(eq(exigencias.agencyId, agencyId), inArray(exigencias.id, exigenciaIds)));
    // The exigências module copied those texts into the service's movements (the demand's first
    // line on "exigência", "Retorno de exigência: <note>" on the return): those copies go as well.
    const movementReturn = exigenciaMessages.movementReturn;
    for (const { e } of l.exigenciaRows) {
      const copies: [string, string, string][] = [['exigencia', demandFirstLine(e.demand), ERASED_TEXT]];
      if (e.returnNote) copies.push(['emissao', `${movementReturn}: ${e.returnNote}`, movementReturn]);
      for (const [position, note, erased] of copies) {
        await tx
          .update(serviceMovements)
          .set({ note: erased })
          .where(
            and(
              eq(serviceMovements.agencyId, agencyId),
              eq(serviceMovements.serviceId, e.serviceId),
              eq(serviceMovements.position, position),
              eq(serviceMovements.note, note),
            ),
          );
      }
    }
  }
  const ownerIds = [...new Set(l.consentRows.map((c) => c.ownerId))];
  if (ownerIds.length) {
    await tx
      .update(ownerConsents)
      .set({ revokedAt: now, revokedBy: actor.userId, revokedByName: actor.name })
      .where(and(eq(ownerConsents.agencyId, agencyId), inArray(ownerConsents.ownerId, ownerIds), isNull(ownerConsents.revokedAt)));
  }
  if (serviceIds.length) {
    await tx
      .update(trackingLinks)
      .set({ revokedAt: now, revokedBy: actor.userId })
      .where(and(eq(trackingLinks.agencyId, agencyId), inArray(trackingLinks.serviceId, serviceIds), isNull(trackingLinks.revokedAt)));
    await tx
      .delete(customerNotifications)
      .where(
        and(
          eq(customerNotifications.agencyId, agencyId),
          inArray(customerNotifications.serviceId, serviceIds),
          sql`${customerNotifications.status} = 'pending'`,
        ),
      );
  }
  return { quotes: quoteIds.length };
}
