import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionSummaryResponse, trialListQuery, trialPage } from '@despacha/domain/contracts/subscription-metrics';
import { getSubscriptionSummary } from './get-summary.ts';
import { listTrials } from './queries.ts';

/** Platform-wide subscription figures: administrators only. The invoice list is Faturamento's (billing/admin). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/subscriptions/summary', { onRequest: [app.requireAdmin], schema: { response: { 200: subscriptionSummaryResponse } } }, async (request) =>
    getSubscriptionSummary(request.db),
  );

  app.get(
    '/api/admin/subscriptions/trials',
    { onRequest: [app.requireAdmin], schema: { querystring: trialListQuery, response: { 200: trialPage } } },
    async (request) => listTrials(request.db, request.query),
  );
};

export default routes;
