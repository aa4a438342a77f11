import { and, eq, inArray } from 'drizzle-orm';
import { quoteMessages as m } from '@despacha/domain/quotes/messages';
import { effectiveQuoteStatus } from '@despacha/domain/quotes/options';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { todayIso } from '../../lib/dates.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { hashPublicToken, isPublicTokenShape, newPublicToken } from '../../lib/public-token.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { addDaysIso, type QuoteAuthor } from './save-quote.ts';

/** A shared link keeps answering this long after the quote's validity (to show it expired), then 404. */
export const LINK_DAYS_AFTER_VALIDITY = 30;

export const quoteLinkPath = (token: string) => `/orcamento/${token}`;

/**
 * "Compartilhar": a new link (the previous one stops working: only one hash is kept). A draft
 * becomes "enviado"; an expired quote must get a new validity first.
 */
export async function shareQuote(db: Db, actor: QuoteAuthor, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const current = await db.query.quotes.findFirst({ where: and(eq(quotes.agencyId, actor.agencyId), eq(quotes.id, id)) });
  if (!current) throw notFound();
  if (effectiveQuoteStatus(current.status, current.validUntil, todayIso()) === 'expirado') throw conflict('QUOTE_EXPIRED', m.expiredCannotShare);
  const { token, hash } = newPublicToken();
  await db
    .update(quotes)
    .set({ tokenHash: hash, sharedAt: new Date(), status: current.status === 'rascunho' ? 'enviado' : current.status, updatedAt: new Date() })
    .where(and(eq(quotes.agencyId, actor.agencyId), eq(quotes.id, id)));
  await recordActivity(db, actor.agencyId, actor, {
    action: 'updated',
    entity: 'quote',
    entityId: id,
    summary: `Compartilhou o orçamento nº ${current.number} por link`,
  });
  return quoteLinkPath(token);
}

export async function revokeQuoteLink(db: Db, actor: TenantActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(quotes)
    .set({ tokenHash: null, updatedAt: new Date() })
    .where(and(eq(quotes.agencyId, actor.agencyId), eq(quotes.id, id)))
    .returning({ number: quotes.number });
  if (!row) throw notFound();
  await recordActivity(db, actor.agencyId, actor, {
    action: 'updated',
    entity: 'quote',
    entityId: id,
    summary: `Revogou o link do orçamento nº ${row.number}`,
  });
}

/**
 * The quote a public link names, or null for anything else: a malformed, unknown or revoked
 * token, or a link past its life. Every null is answered alike, so nothing can be told apart.
 */
export async function quoteOfToken(db: Db, token: string, today = todayIso()) {
  if (!isPublicTokenShape(token)) return null;
  const row = await db.query.quotes.findFirst({ where: eq(quotes.tokenHash, hashPublicToken(token)) });
  if (!row || addDaysIso(row.validUntil, LINK_DAYS_AFTER_VALIDITY) < today) return null;
  return row;
}

/**
 * The customer's "Aceitar" or "Recusar" on the public page: taken only while the quote is open
 * and valid (a second click, or one after the agency set the status, changes nothing).
 */
export async function answerQuote(db: Db, token: string, answer: 'aceito' | 'recusado', ip: string | null = null): Promise<boolean> {
  const quote = await quoteOfToken(db, token);
  if (!quote) return false;
  const status = effectiveQuoteStatus(quote.status, quote.validUntil, todayIso());
  if (status !== 'rascunho' && status !== 'enviado') return true;
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(quotes)
      .set({ status: answer, answeredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(quotes.agencyId, quote.agencyId), eq(quotes.id, quote.id), inArray(quotes.status, ['rascunho', 'enviado'])))
      .returning({ id: quotes.id });
    if (!changed) return;
    // The customer has no user: the activity's actor is the customer's name (actor_id stays null).
    await recordActivity(
      tx,
      quote.agencyId,
      { userId: null, name: quote.customerName },
      {
        action: 'updated',
        entity: 'quote',
        entityId: quote.id,
        summary: `${quote.customerName} ${answer === 'aceito' ? 'aceitou' : 'recusou'} o orçamento nº ${quote.number} pelo link`,
      },
      { ip },
    );
  });
  return true;
}
