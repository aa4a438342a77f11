import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { authErrorMessages } from '@despacha/domain/messages';
import { userMessages } from '@despacha/domain/admin-messages';
import type { Role } from '@despacha/domain/roles';
import { CLIENT_IP_HEADER, type Auth } from '../lib/auth.ts';
import { forbidden, HttpError, unauthenticated } from '../lib/http-error.ts';
import type { Db } from '../db/client.ts';
import { loadProfile, type Profile } from '../modules/me/load-profile.ts';
import { ttlCache } from '../lib/ttl-cache.ts';

import { body } from './errors.ts';

const PROFILE_TTL_MS = 10_000;
const SESSION_TTL_MS = 10_000;

type SessionUser = { id: string; email: string; emailVerified: boolean; name: string };

export type Actor = {
  userId: string;
  role: Role;
  agencyId: string | null;
  name: string;
  email: string;
  emailVerified: boolean;
  mustChangePassword: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** Drops the cached profile after a change to the user's role or agency. */
    forgetActor: (userId: string) => void;
    /** Drops the cached session of one browser (its cookie header). */
    forgetSessionCookie: (cookie: string | undefined) => void;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Mounts better-auth under /api/auth and resolves request.actor from the session cookie. */
export default fp(
  async (app, opts: { auth: Auth; db: Db; ownerEmail: string | undefined }) => {
    const { auth } = opts;
    app.decorate('auth', auth);
    app.decorateRequest('actor', null);

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      handler: (request, reply) => {
        // Signing out, changing or resetting a password ends sessions: forget this browser's at once.
        if (request.method === 'POST') app.forgetSessionCookie(request.headers.cookie);
        return forwardToAuth(auth, request, reply);
      },
    });

    // Role and agency change rarely; a short cache spares one query per request. Another API
    // process may see a change up to PROFILE_TTL_MS late, as long as the session cookie cache.
    const profiles = ttlCache<Profile>(PROFILE_TTL_MS);
    // Resolving a session through better-auth costs two queries and most of a search's CPU. A
    // signed cookie seen moments ago is trusted for SESSION_TTL_MS; sign-out, deactivation and role
    // changes in this process drop the entry at once (other processes: see decision 004).
    const sessions = ttlCache<{ user: SessionUser; expiresAt: number }>(SESSION_TTL_MS);
    app.decorate('forgetActor', (userId: string) => {
      profiles.delete(userId);
      sessions.deleteWhere((s) => s.user.id === userId);
    });
    app.decorate('forgetSessionCookie', (cookie: string | undefined) => {
      if (cookie) sessions.delete(cookie);
    });

    async function sessionUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
      const cookie = request.headers.cookie;
      if (!cookie) return null;
      const cached = sessions.get(cookie);
      if (cached && cached.expiresAt > Date.now()) return cached.user;
      const headers = fromNodeHeaders(request.headers);
      const { headers: responseHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
      const cookies = responseHeaders.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (!response) return null;
      const { id, email, emailVerified, name } = response.user;
      const user = { id, email, emailVerified, name };
      sessions.set(cookie, { user, expiresAt: new Date(response.session.expiresAt).getTime() });
      return user;
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/') || request.url === '/api/health') return;
      const user = await sessionUser(request, reply);
      if (!user) return;
      let profile = profiles.get(user.id);
      if (!profile) {
        profile = await loadProfile(opts.db, user, opts.ownerEmail);
        profiles.set(user.id, profile);
      }
      // A deactivated user's sessions are deleted, but one read before that must not act either.
      if (!profile.active) return;
      request.actor = {
        userId: user.id,
        role: profile.role,
        agencyId: profile.agencyId,
        name: profile.name,
        email: user.email,
        emailVerified: user.emailVerified,
        mustChangePassword: profile.mustChangePassword,
      };
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.actor) throw unauthenticated();
      requireOwnPassword(request);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.actor) throw unauthenticated();
      requireOwnPassword(request);
      if (request.actor.role !== 'admin') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

/** Routes a user holding a temporary password may still call: who am I, and change it. */
const TEMPORARY_PASSWORD_ROUTES = new Set(['/api/me', '/api/me/password']);

/** A temporary password was seen by whoever created the user: no data until the user picks their own. */
function requireOwnPassword(request: FastifyRequest) {
  if (request.actor?.mustChangePassword && !TEMPORARY_PASSWORD_ROUTES.has(request.routeOptions.url ?? '')) {
    throw new HttpError(403, 'PASSWORD_CHANGE_REQUIRED', userMessages.passwordChangeRequired);
  }
}

async function forwardToAuth(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const response = await auth.handler(
    new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }),
  );
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) return reply.type('application/json').send(translateAuthError(response.status, text));
  return reply.send(withoutSessionToken(text));
}

/** The session lives in an httpOnly cookie; page scripts never need to see its token. */
function withoutSessionToken(text: string): string | null {
  if (!text.includes('"token"')) return text || null;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    if (parsed && typeof parsed === 'object' && 'token' in parsed) delete parsed.token;
    return JSON.stringify(parsed);
  } catch {
    return text;
  }
}

/** better-auth speaks English with stable codes; our users get pt-BR in our error shape. */
function translateAuthError(status: number, text: string) {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // not JSON: fall back to the status
  }
  const code = parsed.code ?? (status === 429 ? 'TOO_MANY_REQUESTS' : status === 401 ? 'UNAUTHENTICATED' : 'AUTH_ERROR');
  const message = authErrorMessages[code] ?? parsed.message ?? authErrorMessages.VALIDATION_ERROR!;
  return body(code, message);
}
