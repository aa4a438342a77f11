import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Actor } from '../lib/actor.ts';
import { agencyScope, inScope, NO_SCOPE, PLATFORM_SCOPE, type DbScope } from '../lib/db-scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the signed-in gates: whose rows this request's queries may touch (decision 074). */
    dbScope: DbScope | null;
  }
}

/**
 * The scope a gated route's queries run in: an agency's user, that agency's rows; the platform's
 * administrator, or a route only administrators may call, every row; a signed-in user of no
 * agency, none.
 */
export function gatedScope(actor: Actor | null, adminOnly: boolean): DbScope {
  if (adminOnly || actor?.role === 'admin') return PLATFORM_SCOPE;
  return actor?.agencyId ? agencyScope(actor.agencyId) : NO_SCOPE;
}

/**
 * On PostgreSQL, runs each request's handler in its scope, for row-level security. The hook is
 * preHandler, after the body is read: a scope entered in onRequest is lost by the time a POST's
 * body has streamed in. Routes without a gate (the public pages found by token, the webhooks,
 * better-auth) are the platform's explicit path. PGlite enforces nothing (decision 074), and there
 * AsyncLocalStorage would only cost every promise of every request.
 */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorateRequest('dbScope', null);
    if (database.kind !== 'postgres') return;
    app.addHook('preHandler', (request: FastifyRequest, _reply, done) => inScope(request.dbScope ?? PLATFORM_SCOPE, done));
  },
  { name: 'db-scope' },
);
