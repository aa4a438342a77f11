import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { recordAudit, type AuditInput } from '../lib/audit.ts';
import { accessEvent, accessOf } from '../modules/audit/access-events.ts';
import { adminActionEvent } from '../modules/audit/admin-actions.ts';

const REFUSAL_WINDOW_MS = 60_000;
const REFUSALS_KEPT = 10_000;

// Routes whose 401 is the SPA asking "is anyone signed in?", not a refusal.
const PROBES = new Set(['/api/me', '/api/public-settings', '/api/health']);

/**
 * The audit events no handler writes itself (decision 035): reads and downloads of personal data,
 * administrators' changes, and refused authorisation. Written in onSend, before the answer leaves:
 * a record opened is in the trail once the user sees it.
 */
export default fp(
  async (app, opts: { db: Db }) => {
    const { db } = opts;
    // One refusal per address, route and status a minute: a client retrying in a loop must not
    // fill the trail, and the first refusal is what an investigation needs.
    const lastRefusal = new Map<string, number>();

    function refusal(request: FastifyRequest, status: number, route: string): AuditInput | null {
      const actor = request.actor;
      if (status === 401 && (PROBES.has(route) || !request.headers.cookie)) return null;
      const key = `${request.ip}|${status}|${request.method} ${route}`;
      const now = Date.now();
      const last = lastRefusal.get(key);
      if (last !== undefined && now - last < REFUSAL_WINDOW_MS) return null;
      if (lastRefusal.size >= REFUSALS_KEPT) lastRefusal.delete(lastRefusal.keys().next().value!);
      lastRefusal.set(key, now);
      return {
        agencyId: actor?.agencyId ?? null,
        actor: actor ? { userId: actor.userId, name: actor.name, role: actor.role } : null,
        action: 'forbidden',
        entity: 'access',
        entityId: `${request.method} ${route}`,
        summary: `Acesso recusado (${status === 401 ? 'sessão ausente ou expirada' : 'sem permissão'}): ${request.method} ${route}`,
        ip: request.ip,
      };
    }

    async function eventOf(request: FastifyRequest, reply: FastifyReply): Promise<AuditInput | null> {
      const route = request.routeOptions.url ?? '';
      const status = reply.statusCode;
      if (status === 401 || status === 403) return refusal(request, status, route);
      const actor = request.actor;
      if (!actor || status >= 400) return null;
      const who = { userId: actor.userId, name: actor.name, role: actor.role };
      const params = request.params as Record<string, string> | undefined;
      const access = accessOf(request.method, route);
      if (access) return accessEvent(db, access, { params, agencyId: actor.agencyId, actor: who, ip: request.ip });
      if (actor.role === 'admin') return adminActionEvent(request.method, route, params, who, request.ip);
      return null;
    }

    // Callback style with a synchronous way out: most requests are none of the above.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return done(null, payload);
      const status = reply.statusCode;
      const relevant = status === 401 || status === 403 || (request.actor !== null && status < 400 && (request.method !== 'GET' || accessOf('GET', request.routeOptions.url ?? '') !== undefined));
      if (!relevant) return done(null, payload);
      eventOf(request, reply)
        .then((event) => (event ? recordAudit(db, event) : undefined))
        .then(
          () => done(null, payload),
          // The answer still goes out; the failure is logged, never shown to the user.
          (err: unknown) => {
            request.log.error({ err }, 'audit event not recorded');
            done(null, payload);
          },
        );
    });
  },
  { name: 'audit-trail', dependencies: ['auth'] },
);
