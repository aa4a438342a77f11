import fp from 'fastify-plugin';
import { agencyBillingMessages, isBlockedAgencyStatus } from '@despacha/domain/billing/agency';
import { HttpError } from '../../../lib/http-error.ts';
import { isExemptRoute } from './exempt.ts';

/**
 * Issue 14: an agency whose status blocks it gets 403 AGENCY_SUSPENDED on every API route but the
 * exempt ones. The status rides on the actor (read with the session and cached with the profile;
 * every status change publishes an agency event that drops those caches in every process), so
 * this costs a property read per request and no query. Platform admins have no agency: never blocked.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const status = request.actor?.agency?.status;
      if (status === undefined || !isBlockedAgencyStatus(status) || request.actor!.role === 'admin') return done();
      if (isExemptRoute(request.method, request.routeOptions.url)) return done();
      done(new HttpError(403, 'AGENCY_SUSPENDED', agencyBillingMessages.suspended));
    });
  },
  { name: 'agency-guard', dependencies: ['auth'] },
);
