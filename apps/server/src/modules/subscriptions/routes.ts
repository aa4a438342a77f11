import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInvoiceResponse,
  invoiceListQuery,
  subscriptionSummaryResponse,
  trialResponse,
} from '@despacha/domain/contracts/subscription-metrics';
import type { Db } from '../../db/client.ts';
import { getSubscriptionSummary } from './get-summary.ts';
import { listInvoices, listTrials } from './queries.ts';

/** Platform-wide subscription figures: administrators only. */
const routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/subscriptions/summary',
    { onRequest: [app.requireAdmin], schema: { response: { 200: subscriptionSummaryResponse } } },
    async () => getSubscriptionSummary(db),
  );

  app.get(
    '/api/admin/subscriptions/trials',
    { onRequest: [app.requireAdmin], schema: { response: { 200: z.array(trialResponse) } } },
    async () => listTrials(db),
  );

  app.get(
    '/api/admin/invoices',
    { onRequest: [app.requireAdmin], schema: { querystring: invoiceListQuery, response: { 200: z.array(adminInvoiceResponse) } } },
    async (request) => listInvoices(db, request.query),
  );
};

export default routes;
