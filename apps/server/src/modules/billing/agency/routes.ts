import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyBillingMessages, agencyStatusResponse, agencySubscriptionResponse, planChangeRequest } from '@despacha/domain/billing/agency';
import { tenantOf, type TenantActor, dispatcherOf as requireDispatcher } from '../../../lib/tenant.ts';
import { changeOwnPlan } from './plan-change.ts';
import { agencyStatus, agencySubscription } from './queries.ts';

/** Billing is the dispatcher's: a plain user of the agency gets 403. */
const dispatcherOf = (request: FastifyRequest): TenantActor => requireDispatcher(request, agencyBillingMessages.dispatcherOnly);

/** The agency's own subscription (issue 14): always its own, the agency taken from the session. */
const routes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, { now = () => new Date() }) => {
  app.get('/api/agency/status', { onRequest: [app.requireUser], schema: { response: { 200: agencyStatusResponse } } }, async (request) =>
    agencyStatus(request.db, tenantOf(request).agencyId),
  );

  app.get('/api/agency/subscription', { onRequest: [app.requireUser], schema: { response: { 200: agencySubscriptionResponse } } }, async (request) =>
    agencySubscription(request.db, dispatcherOf(request).agencyId, now()),
  );

  app.post(
    '/api/agency/subscription/plan-change',
    { onRequest: [app.requireUser], schema: { body: planChangeRequest, response: { 200: agencySubscriptionResponse } } },
    async (request) => {
      const actor = dispatcherOf(request);
      await changeOwnPlan(request.db, actor.agencyId, request.body.planId, actor);
      // The plan travels with the cached profile: every process drops it.
      app.forgetAgency(actor.agencyId);
      return agencySubscription(request.db, actor.agencyId, now());
    },
  );
};

export default routes;
