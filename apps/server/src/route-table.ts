import type { FastifyInstance, FastifySchema } from 'fastify';
// requireUser and requireAdmin, which tell a route's access, are declared there.
// oxlint-disable-next-line import/no-empty-named-blocks, unicorn/require-module-specifiers -- an import for its type augmentation alone
import type {} from './plugins/auth.ts';

/** Who may call a route, as its guard says: what the OpenAPI document lists for it (modules/api-docs). */
export type RouteAccess = 'public' | 'user' | 'admin';
/** A route as the bench and the tests name it: `METHOD url`, exactly as registered. */
export type RouteKey = { method: string; url: string };
export type RegisteredRoute = RouteKey & { schema?: FastifySchema; access: RouteAccess };

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
  }
}

/**
 * Every route as registered, for the role × tenant matrix and the fuzz tests that must cover them
 * all, and for the published API. Added before the modules: onRoute sees only later routes.
 */
export function collectRoutes(app: FastifyInstance) {
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    const guards = new Set([r.onRequest ?? []].flat());
    const access: RouteAccess = guards.has(app.requireAdmin) ? 'admin' : guards.has(app.requireUser) ? 'user' : 'public';
    for (const method of [r.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: r.url, schema: r.schema, access });
  });
}
