import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { agencyBillingMessages } from '@despacha/domain/billing/agency';
import { billingMessages } from '@despacha/domain/billing/messages';
import { isDispatcher } from '@despacha/domain/roles';
import type { Db } from '../../../db/client.ts';
import { agencies, invoices, payments } from '../../../db/schema/index.ts';
import { HttpError, notFound, unauthenticated } from '../../../lib/http-error.ts';
import { isUuid, tenantOf } from '../../../lib/tenant.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceAgency = typeof agencies.$inferSelect;

/**
 * An invoice as the caller may see it: a platform admin any (when `admins` allows), an agency's
 * dispatcher only its own (billing is the dispatcher's, as on the Assinatura page; staff get 403).
 * Another agency's invoice answers 404, the same as one that does not exist.
 */
export async function invoiceForCaller(
  db: Db,
  request: FastifyRequest,
  invoiceId: string,
  admins: boolean,
): Promise<{ invoice: InvoiceRow; agency: InvoiceAgency }> {
  const actor = request.actor;
  if (!actor) throw unauthenticated();
  const agencyId = admins && actor.role === 'admin' ? null : tenantOf(request).agencyId;
  if (agencyId && !isDispatcher(actor.role)) throw new HttpError(403, 'FORBIDDEN', agencyBillingMessages.dispatcherOnly);
  if (!isUuid(invoiceId)) throw notFound(billingMessages.invoiceNotFound);
  const [row] = await db
    .select({ invoice: invoices, agency: agencies })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .where(agencyId ? and(eq(invoices.id, invoiceId), eq(invoices.agencyId, agencyId)) : eq(invoices.id, invoiceId));
  if (!row) throw notFound(billingMessages.invoiceNotFound);
  return row;
}

/** What its confirmed payments still leave to pay (never below zero). */
export async function outstandingCents(db: Db, invoice: InvoiceRow): Promise<number> {
  const [sum] = await db
    .select({ paid: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.agencyId, invoice.agencyId), eq(payments.invoiceId, invoice.id), eq(payments.status, 'confirmed')));
  return Math.max(0, invoice.amountCents - (sum?.paid ?? 0));
}
