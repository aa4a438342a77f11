import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceIdParams, invoicePixResponse, paymentMessages } from '@despacha/domain/billing/payments';
import { conflict } from '../../../lib/http-error.ts';
import { getBillingSettings } from '../settings.ts';
import { brCodeSvg, invoiceBrCode, PIX_PAYABLE, pixConfigured } from './charge.ts';
import { invoiceForCaller, outstandingCents } from './invoice-access.ts';

/** PIX copia-e-cola and QR of an open invoice: the agency's own (blocked agencies too), admins any. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invoices/:invoiceId/pix',
    { onRequest: [app.requireUser], schema: { params: invoiceIdParams, response: { 200: invoicePixResponse } } },
    async (request) => {
      const { invoice } = await invoiceForCaller(request.db, request, request.params.invoiceId, true);
      const settings = await getBillingSettings(request.db);
      if (!pixConfigured(settings)) throw conflict('PIX_NOT_CONFIGURED', paymentMessages.pixNotConfigured);
      const brCode = PIX_PAYABLE.has(invoice.status) ? invoiceBrCode(settings, invoice, await outstandingCents(request.db, invoice)) : null;
      if (!brCode) throw conflict('INVOICE_NOT_PAYABLE', paymentMessages.pixNotPayable);
      return { brCode, qrSvg: await brCodeSvg(brCode) };
    },
  );
};

export default routes;
