import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingMessages } from '@despacha/domain/billing/messages';
import { invoiceIdParams, manualPaymentRequest, paymentMessages, paymentRecordedResponse } from '@despacha/domain/billing/payments';
import { invoices } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import type { Mailer } from '../../../lib/mail.ts';
import { isUuid } from '../../../lib/tenant.ts';
import { afterPayment } from './notify.ts';
import { recordPayment } from './record-payment.ts';

const REFUSALS = {
  cancelled: ['INVOICE_CANCELLED', paymentMessages.invoiceCancelled],
  paid: ['INVOICE_PAID', paymentMessages.invoiceAlreadyPaid],
  draft: ['INVOICE_DRAFT', paymentMessages.invoiceDraft],
} as const;

/** A platform admin records a payment received outside the provider (PIX to the key, TED, boleto). */
const routes: FastifyPluginAsyncZod<{ mailer: Mailer; now?: () => Date }> = async (app, { mailer, now = () => new Date() }) => {
  app.post(
    '/api/admin/invoices/:invoiceId/payments',
    {
      onRequest: [app.requireAdmin],
      schema: { params: invoiceIdParams, body: manualPaymentRequest, response: { 201: paymentRecordedResponse } },
    },
    async (request, reply) => {
      const { invoiceId } = request.params;
      if (!isUuid(invoiceId)) throw notFound(billingMessages.invoiceNotFound);
      const [found] = await request.db.select({ agencyId: invoices.agencyId }).from(invoices).where(eq(invoices.id, invoiceId));
      if (!found) throw notFound(billingMessages.invoiceNotFound);
      const b = request.body;
      const outcome = await recordPayment(
        request.db,
        found.agencyId,
        invoiceId,
        { method: b.method, paidOn: b.paidOn, amountCents: b.amountCents, reference: b.reference, createdBy: request.actor!.userId },
        now(),
      );
      if (!outcome) throw notFound(billingMessages.invoiceNotFound);
      if (outcome.kind === 'refused') {
        const [code, message] = REFUSALS[outcome.reason];
        throw conflict(code, message);
      }
      // A manual payment has no event id: it is never a duplicate.
      if (outcome.kind !== 'recorded') throw conflict('PAYMENT_DUPLICATE', paymentMessages.recordFailed);
      await afterPayment(app, { db: request.db, mailer }, found.agencyId, {
        number: outcome.invoice.number,
        amountCents: b.amountCents,
        paidOn: b.paidOn,
        method: b.method,
        invoicePaid: outcome.invoicePaid,
        agencyReactivated: outcome.agencyReactivated,
      });
      return reply.status(201).send({
        paymentId: outcome.paymentId,
        invoiceId,
        invoiceStatus: outcome.invoice.status,
        paidCents: outcome.paidCents,
        amountCents: outcome.invoice.amountCents,
        agencyReactivated: outcome.agencyReactivated,
      });
    },
  );
};

export default routes;
