import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { recordAudit, type AuditInput } from '../lib/audit.ts';
import { accessEvent, accessOf } from '../modules/audit/access-events.ts';
import { adminActionEvent } from '../modules/audit/admin-actions.ts';

const REFUSAL_WINDOW_MS = 60_000;
const REFUSALS_KEPT = 10_000;
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Routes whose 401 is the SPA asking "is anyone signed in?", not a refusal.
const PROBES = new Set(['/api/me', '/api/public-settings', '/api/health']);

type Writer = (request: FastifyRequest, reply: FastifyReply) => Promise<AuditInput | null>;

/**
 * The audit events no handler writes itself (decision 035): reads and downloads of personal data,
 * administrators' changes, and refused authorisation. Written in onSend, before the answer leaves:
 * a record opened is in the trail once the user sees it. Only the routes concerned get a hook
 * (onRoute, like the monitoring histograms); every other request pays one status comparison.
 */
export default fp(
  async (app, opts: { db: Db }) => {
    const { db } = opts;
    // One refusal per address, route and status a minute: a client retrying in a loop must not
    // fill the trail, and the first refusal is what an investigation needs.
    const lastRefusal = new Map<string, number>();

    function refusal(request: FastifyRequest, status: number): AuditInput | null {
      const route = request.routeOptions.url ?? '';
      if (status === 401 && (PROBES.has(route) || !request.headers.cookie)) return null;
      const key = `${request.ip}|${status}|${request.method} ${route}`;
      const now = Date.now();
      const last = lastRefusal.get(key);
      if (last !== undefined && now - last < REFUSAL_WINDOW_MS) return null;
      if (lastRefusal.size >= REFUSALS_KEPT) lastRefusal.delete(lastRefusal.keys().next().value!);
      lastRefusal.set(key, now);
      const actor = request.actor;
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

    /** Waits for the event's insert, then lets the answer go; a failed insert is logged, never shown. */
    const send = (
      request: FastifyRequest,
      event: Promise<AuditInput | null> | AuditInput | null,
      payload: unknown,
      done: (err: null, payload: unknown) => void,
    ) => {
      Promise.resolve(event)
        .then((e) => (e ? recordAudit(db, e) : undefined))
        .then(
          () => done(null, payload),
          (err: unknown) => {
            request.log.error({ err }, 'audit event not recorded');
            done(null, payload);
          },
        );
    };

    app.addHook('onSend', (request, reply, payload, done) => {
      const status = reply.statusCode;
      if ((status !== 401 && status !== 403) || !request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return done(null, payload);
      const event = refusal(request, status);
      if (!event) return done(null, payload);
      send(request, event, payload, done);
    });

    /** The writer of a route's successful answers, if it has one. */
    function writerFor(method: string, url: string): Writer | null {
      const access = accessOf(method, url);
      if (access)
        return async (request) => {
          const actor = request.actor!;
          const who = { userId: actor.userId, name: actor.name, role: actor.role };
          return accessEvent(db, access, { params: request.params as Record<string, string>, agencyId: actor.agencyId, actor: who, ip: request.ip });
        };
      if (MUTATIONS.has(method) && url.startsWith('/api/admin/'))
        return async (request) => {
          const actor = request.actor!;
          if (actor.role !== 'admin') return null;
          const who = { userId: actor.userId, name: actor.name, role: actor.role };
          return adminActionEvent(method, url, request.params as Record<string, string>, who, request.ip);
        };
      return null;
    }

    app.addHook('onRoute', (route: RouteOptions) => {
      const writers = new Map<string, Writer>();
      for (const method of [route.method].flat()) {
        const writer = writerFor(method, route.url);
        if (writer) writers.set(method, writer);
      }
      if (!writers.size) return;
      const hook: onSendHookHandler = (request, reply, payload, done) => {
        const writer = writers.get(request.method);
        if (!writer || !request.actor || reply.statusCode >= 400) return done(null, payload);
        send(request, writer(request, reply), payload, done);
      };
      const current = route.onSend;
      route.onSend = current ? [...(Array.isArray(current) ? current : [current]), hook] : [hook];
    });
  },
  { name: 'audit-trail', dependencies: ['auth'] },
);
