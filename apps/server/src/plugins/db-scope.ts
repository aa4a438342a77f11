import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import type { Actor } from '../lib/actor.ts';
import { agencyScope, NO_SCOPE, PLATFORM_SCOPE, type DbScope } from '../lib/db-scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the signed-in gates: whose rows this request's queries may touch (decision 074). */
    dbScope: DbScope | null;
    /**
     * The database as this request may see it: on PostgreSQL its connections act in the scope the
     * gate gave it, so a query that forgets its agency still returns only the agency's rows. A route
     * without a gate (public pages found by token, webhooks) is the platform's explicit path.
     */
    db: Db;
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

export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorateRequest('dbScope', null);
    app.decorateRequest('db', {
      getter() {
        return this.dbScope ? database.scoped(this.dbScope) : database.db;
      },
    });
  },
  { name: 'db-scope' },
);
