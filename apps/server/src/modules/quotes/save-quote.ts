import { and, eq, sql } from 'drizzle-orm';
import { quoteTotals, type QuoteData } from '@despacha/domain/quotes/contracts';
import { QUOTE_DEFAULT_VALID_DAYS, quoteMessages as m } from '@despacha/domain/quotes/messages';
import { quoteStatusLabel } from '@despacha/domain/quotes/options';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { lockAgency } from '../../lib/agency-lock.ts';
import { todayIso } from '../../lib/dates.ts';
import { HttpError, conflict, invalid, notFound } from '../../lib/http-error.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';
import { catalogDefaults, serviceTypeExists } from '../service-catalog/public.ts';

/** An ISO day `days` after another (calendar arithmetic in UTC: no time zone shifts a date). */
export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The validity asked for, or the default; from today to a year ahead. */
function validUntilOf(asked: string | null, today: string, current?: string): string {
  if (asked === null) return current ?? addDaysIso(today, QUOTE_DEFAULT_VALID_DAYS);
  // A date kept as it was may lie in the past (the quote expired); a new one may not.
  if (asked === current) return asked;
  if (asked < today) throw invalid({ validUntil: m.validUntilPast });
  if (asked > addDaysIso(today, 366)) throw invalid({ validUntil: m.validUntilTooFar });
  return asked;
}

function values(data: QuoteData) {
  const { extras, total } = quoteTotals(data);
  // Totals are bounded by the columns' checks; each part already is by the contract.
  return {
    customerName: data.customerName,
    customerDocument: data.customerDocument,
    customerPhone: data.customerPhone,
    customerEmail: data.customerEmail,
    plate: data.plate,
    serviceType: data.serviceType,
    detranFeeCents: data.detranFee,
    honorariosCents: data.honorarios,
    extras: data.extras.map((e) => ({ label: e.label, cents: e.amount })),
    extrasCents: extras,
    totalCents: total,
    note: data.note,
    updatedAt: new Date(),
  };
}

async function checkServiceType(db: Db, serviceType: string) {
  if (!(await serviceTypeExists(db, serviceType))) throw invalid({ serviceType: m.serviceNotFound });
}

/** Who writes a quote: a user, or a job acting for the agency (licensing reminders' monthly run: no user). */
export type QuoteAuthor = Pick<TenantActor, 'agencyId' | 'name'> & { userId: string | null; role?: string | null };

/** A new quote, numbered after the agency's last one (the agency lock serialises the numbers). */
export async function createQuote(db: Db, actor: QuoteAuthor, data: QuoteData): Promise<string> {
  await checkServiceType(db, data.serviceType);
  // A fee left blank takes the catalog's confirmed fee for the year; without one it stays "a confirmar".
  const detranFee = data.detranFee ?? (await catalogDefaults(db, data.serviceType)).feeCents;
  const row = values({ ...data, detranFee });
  if (row.extrasCents > 1_000_000_000) throw invalid({ extras: m.amountTooLarge });
  const validUntil = validUntilOf(data.validUntil, todayIso());
  return db.transaction(async (tx) => {
    await lockAgency(tx, actor.agencyId);
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${quotes.number}), 0) + 1` })
      .from(quotes)
      .where(eq(quotes.agencyId, actor.agencyId))) as [{ next: number }];
    const [created] = await tx
      .insert(quotes)
      .values({ ...row, agencyId: actor.agencyId, number: Number(next), validUntil, createdBy: actor.userId })
      .returning({ id: quotes.id, number: quotes.number });
    await recordActivity(tx, actor.agencyId, actor, {
      action: 'created',
      entity: 'quote',
      entityId: created!.id,
      summary: `Criou o orçamento nº ${created!.number} para ${data.customerName}`,
    });
    return created!.id;
  });
}

/** Changes a quote's terms; a converted quote is history and stays as it was. */
export async function updateQuote(db: Db, actor: TenantActor, id: string, data: QuoteData): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const current = await db.query.quotes.findFirst({ where: and(eq(quotes.agencyId, actor.agencyId), eq(quotes.id, id)) });
  if (!current) throw notFound();
  if (current.status === 'convertido') throw conflict('QUOTE_CONVERTED', m.notEditable);
  await checkServiceType(db, data.serviceType);
  const row = values(data);
  if (row.extrasCents > 1_000_000_000) throw invalid({ extras: m.amountTooLarge });
  const validUntil = validUntilOf(data.validUntil, todayIso(), current.validUntil);
  await db
    .update(quotes)
    .set({ ...row, validUntil })
    .where(and(eq(quotes.agencyId, actor.agencyId), eq(quotes.id, id)));
  await recordActivity(db, actor.agencyId, actor, {
    action: 'updated',
    entity: 'quote',
    entityId: id,
    summary: `Atualizou o orçamento nº ${current.number} de ${data.customerName}`,
  });
}

/** The customer answered by phone (or the quote goes back to draft): set by hand, never "convertido". */
export async function setQuoteStatus(db: Db, actor: TenantActor, id: string, status: 'rascunho' | 'enviado' | 'aceito' | 'recusado') {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(quotes)
    .set({ status, answeredAt: status === 'aceito' || status === 'recusado' ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(quotes.agencyId, actor.agencyId), eq(quotes.id, id), sql`${quotes.status} <> 'convertido'`))
    .returning({ number: quotes.number });
  if (!row) {
    const exists = await db.query.quotes.findFirst({ where: and(eq(quotes.agencyId, actor.agencyId), eq(quotes.id, id)), columns: { id: true } });
    if (!exists) throw notFound();
    throw new HttpError(409, 'QUOTE_CONVERTED', m.notEditable);
  }
  // The customer's answer taken by phone is as much an audit fact as one given through the link.
  await recordActivity(db, actor.agencyId, actor, {
    action: 'updated',
    entity: 'quote',
    entityId: id,
    summary: `Marcou o orçamento nº ${row.number} como ${quoteStatusLabel(status)}`,
  });
}
