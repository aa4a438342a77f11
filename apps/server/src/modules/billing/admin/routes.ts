import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingInvoicePage,
  billingInvoiceQuery,
  billingPaymentPage,
  billingPaymentQuery,
  billingReportParams,
  billingReportQuery,
  billingAdminMessages,
  billingSettingsBody,
  billingSummaryResponse,
  periodSummaryResponse,
} from '@despacha/domain/billing/admin';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-error.ts';
import { getBillingSettings, saveBillingSettings } from '../settings.ts';
import { periodSummary } from './period-summary.ts';
import { billingSummary, listBillingInvoices, listBillingPayments } from './queries.ts';
import { exportReport } from '../../../lib/reports/export.ts';
import { buildReport } from './reports.ts';

const period = z.object({ from: billingReportQuery.shape.from, to: billingReportQuery.shape.to });
const inOrder = (from: string, to: string) => {
  if (from > to) throw new HttpError(400, 'INVALID_PERIOD', billingAdminMessages.periodInvalid, { from: billingAdminMessages.periodInvalid });
};

/** Faturamento and the billing settings: platform administrators only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: [app.requireAdmin] };

  app.get('/api/admin/billing/summary', { ...admin, schema: { response: { 200: billingSummaryResponse } } }, async (request) => billingSummary(request.db));

  app.get('/api/admin/billing/invoices', { ...admin, schema: { querystring: billingInvoiceQuery, response: { 200: billingInvoicePage } } }, async (request) =>
    listBillingInvoices(request.db, request.query),
  );

  app.get('/api/admin/billing/payments', { ...admin, schema: { querystring: billingPaymentQuery, response: { 200: billingPaymentPage } } }, async (request) =>
    listBillingPayments(request.db, request.query),
  );

  app.get('/api/admin/billing/period-summary', { ...admin, schema: { querystring: period, response: { 200: periodSummaryResponse } } }, async (request) => {
    inOrder(request.query.from, request.query.to);
    return periodSummary(request.db, request.query.from, request.query.to);
  });

  app.get(
    '/api/admin/billing/reports/:kind',
    { ...admin, schema: { params: billingReportParams, querystring: billingReportQuery } },
    async (request, reply) => {
      const { format, from, to } = request.query;
      inOrder(from, to);
      const settings = await getBillingSettings(request.db);
      const file = await exportReport(await buildReport(request.db, request.params.kind, from, to), format, settings.issuerName);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get('/api/admin/settings/billing', { ...admin, schema: { response: { 200: billingSettingsBody } } }, async (request) => getBillingSettings(request.db));

  app.put('/api/admin/settings/billing', { ...admin, schema: { body: billingSettingsBody, response: { 200: billingSettingsBody } } }, async (request) => {
    await saveBillingSettings(request.db, request.body, request.actor!.userId);
    return getBillingSettings(request.db);
  });
};

export default routes;
