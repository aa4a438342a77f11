import { and, eq } from 'drizzle-orm';
import type { QuoteConversion } from '@despacha/domain/quotes/contracts';
import { quoteMessages as m } from '@despacha/domain/quotes/messages';
import type { Db, Tx } from '../../db/client.ts';
import { quotes, services } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { vehicleOfPlate } from './queries.ts';

// "Converter em serviço" (decision 041): an accepted quote opens Cadastro do Sistema prefilled
// (the agency's vehicle with the quote's plate when it exists, else a new record with the quote's
// customer and plate). The dispatcher completes what a quote never has (RENAVAM, assinatura,
// capa...) and saves as usual; the saved service is then linked here and the quote is
// "convertido". Nothing about a service is created without that review.

async function acceptedQuote(db: Db, agencyId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const quote = await db.query.quotes.findFirst({ where: and(eq(quotes.agencyId, agencyId), eq(quotes.id, id)) });
  if (!quote) throw notFound();
  if (quote.status === 'convertido') throw conflict('QUOTE_CONVERTED', m.alreadyConverted);
  if (quote.status !== 'aceito') throw conflict('QUOTE_NOT_ACCEPTED', m.notAccepted);
  return quote;
}

/** What Cadastro do Sistema starts from. */
export async function quoteConversion(db: Db, agencyId: string, id: string): Promise<QuoteConversion> {
  const q = await acceptedQuote(db, agencyId, id);
  const vehicle = await vehicleOfPlate(db, agencyId, q.plate);
  const doc = q.customerDocument;
  return {
    quoteId: q.id,
    number: q.number,
    vehicleId: vehicle?.id ?? null,
    owner: { nome: q.customerName, cpf: doc.length === 11 ? doc : '', cnpj: doc.length === 14 ? doc : '', email: q.customerEmail, cel: q.customerPhone },
    placa: q.plate,
    service: {
      servico: q.serviceType,
      // A fee "a confirmar" stays null (decision 078): the registry screen asks for it (the catalog's, if confirmed since).
      valor: q.detranFeeCents,
      honorarios: q.honorariosCents,
      extras: q.extrasCents,
      observacoes: [`Orçamento nº ${q.number}`, ...q.extras.map((e) => e.label)].join(' — '),
    },
  };
}

/** Links the service saved from the quote: the quote becomes "convertido", once, to one service. */
export async function linkQuoteService(db: Db, actor: TenantActor, id: string, serviceId: string) {
  if (!isUuid(serviceId)) throw notFound();
  const service = await db.query.services.findFirst({
    where: and(eq(services.agencyId, actor.agencyId), eq(services.id, serviceId)),
    columns: { id: true, number: true },
  });
  if (!service) throw notFound();
  try {
    await db.transaction((tx) => linkQuoteInTransaction(tx, actor, id, service));
  } catch (err) {
    throw quoteLinkError(err);
  }
}

/**
 * The link inside the caller's transaction: Cadastro do Sistema's save passes the quote with the
 * record, so the service and the quote's "convertido" commit together or not at all.
 */
export async function linkQuoteInTransaction(tx: Tx, actor: TenantActor, id: string, service: { id: string; number: number }) {
  const q = await acceptedQuote(tx, actor.agencyId, id);
  const [changed] = await tx
    .update(quotes)
    .set({ status: 'convertido', serviceId: service.id, updatedAt: new Date() })
    .where(and(eq(quotes.agencyId, actor.agencyId), eq(quotes.id, id), eq(quotes.status, 'aceito')))
    .returning({ id: quotes.id });
  if (!changed) throw conflict('QUOTE_CONVERTED', m.alreadyConverted);
  await recordActivity(tx, actor.agencyId, actor, {
    action: 'updated',
    entity: 'quote',
    entityId: id,
    summary: `Converteu o orçamento nº ${q.number} no serviço nº ${service.number}`,
  });
}

/** A service already linked to another quote is a conflict in the user's words; anything else as it was. */
export function quoteLinkError(err: unknown): unknown {
  return uniqueViolation(err) === 'quotes_service_uq' ? conflict('QUOTE_SERVICE_TAKEN', m.serviceTaken) : err;
}
