import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { billingMessages as m } from '@despacha/domain/billing/messages';
import { invoiceActionResponse } from '@despacha/domain/billing/trials';
import { TEXT } from '@despacha/domain/limits';
import type { Db } from '../../../db/client.ts';
import { agencies, invoices } from '../../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../../lib/http-error.ts';
import type { Mailer } from '../../../lib/mail.ts';
import { invoiceIssuedMail } from '../mail-billing.ts';
import { readSettings } from '../../settings/public.ts';
import { isUuid } from '../../../lib/tenant.ts';

const params = z.object({ invoiceId: z.string().max(TEXT.id) });

async function findInvoice(db: Db, invoiceId: string) {
  if (!isUuid(invoiceId)) throw notFound(m.invoiceNotFound);
  const [row] = await db
    .select({ invoice: invoices, email: agencies.email })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw notFound(m.invoiceNotFound);
  return row;
}

/** Admin actions on one invoice: cancel it (it stops being charged) and mail it again. */
const routes: FastifyPluginAsyncZod<{ mailer: Mailer; now?: () => Date }> = async (app, { mailer, now = () => new Date() }) => {
  const admin = { onRequest: [app.requireAdmin] };

  app.post('/api/admin/invoices/:invoiceId/cancel', { ...admin, schema: { params, response: { 200: invoiceActionResponse } } }, async (request) => {
    const { invoice } = await findInvoice(request.db, request.params.invoiceId);
    const at = now();
    // The status condition in the update settles a payment landing at the same moment.
    const [row] = await request.db
      .update(invoices)
      .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
      .where(and(eq(invoices.agencyId, invoice.agencyId), eq(invoices.id, invoice.id), inArray(invoices.status, ['pending', 'overdue', 'draft'])))
      .returning({ id: invoices.id, number: invoices.number, status: invoices.status });
    if (!row) throw conflict('INVOICE_NOT_CANCELLABLE', m.invoiceNotCancellable);
    return row;
  });

  app.post('/api/admin/invoices/:invoiceId/resend', { ...admin, schema: { params, response: { 200: invoiceActionResponse } } }, async (request) => {
    const { invoice, email } = await findInvoice(request.db, request.params.invoiceId);
    if (invoice.status !== 'pending' && invoice.status !== 'overdue') throw conflict('INVOICE_NOT_RESENDABLE', m.invoiceNotResendable);
    if (!(await mailer.send(invoiceIssuedMail(email, invoice, (await readSettings(request.db)).platform))))
      throw new HttpError(429, 'MAIL_WITHHELD', m.invoiceMailWithheld);
    return { id: invoice.id, number: invoice.number, status: invoice.status, sentTo: email };
  });
};

export default routes;
