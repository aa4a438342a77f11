import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoicePdfLabels } from '@despacha/domain/billing/invoice-pdf';
import { invoiceIdParams } from '@despacha/domain/billing/payments';
import { plans } from '../../../db/schema/index.ts';
import { getBillingSettings } from '../settings.ts';
import { invoiceBrCode, PIX_PAYABLE } from '../pix/charge.ts';
import { invoiceForCaller, outstandingCents } from '../pix/invoice-access.ts';
import { invoicePdf } from './document.ts';

/** The invoice PDF: admins print any invoice, an agency's members their own (blocked agencies too). */
const routes: FastifyPluginAsyncZod = async (app) => {
  async function send(request: FastifyRequest, reply: FastifyReply, invoiceId: string, admins: boolean) {
    const { invoice, agency } = await invoiceForCaller(request.db, request, invoiceId, admins);
    const [settings, owed, [plan]] = await Promise.all([
      getBillingSettings(request.db),
      outstandingCents(request.db, invoice),
      request.db.select({ name: plans.name }).from(plans).where(eq(plans.id, invoice.planId)),
    ]);
    const payable = PIX_PAYABLE.has(invoice.status) && owed > 0;
    const brCode = payable ? invoiceBrCode(settings, invoice, owed) : null;
    const pdf = await invoicePdf({ invoice, agency, settings, planName: plan?.name ?? invoice.planId, paidCents: invoice.amountCents - owed, brCode, payable });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoicePdfLabels.filename(invoice.number)}"`)
      .send(pdf);
  }

  app.get('/api/admin/invoices/:invoiceId/pdf', { onRequest: [app.requireAdmin], schema: { params: invoiceIdParams } }, (request, reply) =>
    send(request, reply, request.params.invoiceId, true),
  );
  app.get('/api/invoices/:invoiceId/pdf', { onRequest: [app.requireUser], schema: { params: invoiceIdParams } }, (request, reply) =>
    send(request, reply, request.params.invoiceId, false),
  );
};

export default routes;
