import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../lib/auth.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../lib/actor.ts';
import { loadProfile, settledProfile, type Profile } from '../modules/me/load-profile.ts';
import { endSession, findSession, SESSION_TOUCH_MS, touchSession, verifiedToken, type SessionUser } from '../lib/session-lookup.ts';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import type { SettingsStore } from '../modules/settings/store.ts';
import { CACHED_COOKIE_MAX, authEvents, sessionCookie, sessionKey } from '../lib/session-events.ts';
import { ttlCache } from '../lib/ttl-cache.ts';
import { forwardToAuth } from './auth-forward.ts';
import { isGatedAuthPath, ownPasswordError, signedInError } from './auth-gates.ts';
import { fromNodeHeaders } from 'better-auth/node';
import { gatedScope } from './db-scope.ts';

const PROFILE_TTL_MS = 10_000;
const SESSION_TTL_MS = 10_000;

/**
 * `signed` is the cookie value better-auth verified: a hit needs exactly it, never the bare token.
 * `actor` is made once from the profile it names, and again when that profile is replaced.
 */
type CachedSession = { user: SessionUser; expiresAt: number; signed: string; actor?: { from: Profile; value: Actor | null } };

// Defined in lib/actor.ts (lib/activity.ts needs it without this plugin); the routes take it from here.
export type { Actor };

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    requireUser: (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;
    /**
     * A user's sessions, role, agency, active flag or password changed: every API process on the
     * database drops that user's cached sessions and profile (this one at once).
     */
    forgetActor: (userId: string) => void;
    /** A session ended (better-auth deleted it): every API process drops it (this one at once). */
    forgetSession: (token: string) => void;
    /** An agency's own fields, plan or status changed: every API process drops its cached copies. */
    forgetAgency: (agencyId: string) => void;
    /** The signed-in actor of a request outside /api (a page the server renders), as the API hook resolves it. */
    readActor: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Mounts better-auth under /api/auth and resolves request.actor from the session cookie. */
export default fp(
  async (app, opts: { auth: Auth; database: Database; ownerEmail: string | undefined; settings?: SettingsStore }) => {
    const { auth, database } = opts;
    const context = await auth.$context;
    const cookieName = context.authCookies.sessionToken.name;
    // With one of these cookies better-auth does more than read the session (clears a stale data
    // cookie, keeps a session that must not be renewed): such requests go through it.
    const subtleCookies = [context.authCookies.sessionData.name, context.authCookies.dontRememberToken.name];
    const { expiresIn, updateAge } = context.sessionConfig;
    app.decorate('auth', auth);
    app.decorateRequest('actor', null);

    // better-auth's own routes (get-session, update-user, list-sessions…) see the session after the
    // platform's idle timeout has had its say, as every other route does (issue 32 item 4).
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      handler: async (request, reply) => {
        await endIdleSession(request);
        // A temporary password gates better-auth's own account changes too (issue 32 item 12).
        if (isGatedAuthPath(request.url)) {
          const refused = ownPasswordError(await app.readActor(request, reply), request.url);
          if (refused) throw refused;
        }
        return forwardToAuth(auth, request, reply);
      },
    });

    // Role and agency change rarely; a short cache spares one query per request. Resolving a
    // session through better-auth costs two queries and most of a search's CPU, so a session seen
    // moments ago is trusted for SESSION_TTL_MS, keyed by its token. Whatever ends a session or
    // changes a user publishes an event that every process applies (decision 004); while the
    // listener is down both caches are bypassed, so staleness stays bounded by the TTL at worst.
    const profiles = ttlCache<Profile>(PROFILE_TTL_MS);
    const sessions = ttlCache<CachedSession>(SESSION_TTL_MS);
    const events = authEvents(
      database,
      {
        drop(event) {
          if (event.kind === 'session') return sessions.delete(event.id);
          if (event.kind === 'agency') return profiles.deleteWhere((p) => p.agencyId === event.id);
          profiles.delete(event.id);
          sessions.deleteWhere((s) => s.user.id === event.id);
        },
        dropAll() {
          profiles.clear();
          sessions.clear();
        },
      },
      app.log,
    );
    app.addHook('onClose', () => events.close());
    app.decorate('forgetActor', (userId: string) => events.publish({ kind: 'user', id: userId }));
    app.decorate('forgetSession', (token: string) => events.publish({ kind: 'session', id: sessionKey(token) }));
    app.decorate('forgetAgency', (agencyId: string) => events.publish({ kind: 'agency', id: agencyId }));

    const idleMs = () => (opts.settings?.current() ?? defaultSettings).platform.sessionTimeout * 60_000;

    /**
     * The platform's sessionTimeout: a session unused that long ends here (better-auth only knows
     * its absolute lifetime, lib/auth.ts); a used one has its last use moved forward, at most once
     * a minute. Returns until when the session may be trusted from the cache, or null when it ended.
     */
    async function stillActive(token: string, expiresAt: number, lastSeen: number): Promise<number | null> {
      const now = Date.now();
      const idle = idleMs();
      if (lastSeen + idle <= now) {
        await endSession(database.db, token);
        app.forgetSession(token);
        return null;
      }
      let seen = lastSeen;
      if (now - lastSeen > SESSION_TOUCH_MS) {
        await touchSession(database.db, token);
        seen = now;
      }
      return Math.min(expiresAt, seen + idle);
    }

    /** Ends the request's session when it has been idle past the timeout; better-auth then finds none. */
    async function endIdleSession(request: FastifyRequest): Promise<void> {
      const cookie = request.headers.cookie ? sessionCookie(request.headers.cookie, cookieName) : null;
      const token = cookie ? verifiedToken(cookie.signed, context.secret) : null;
      if (!token) return;
      const found = await findSession(database.db, token);
      if (found && found.expiresAt > Date.now()) await stillActive(token, found.expiresAt, found.lastSeen);
    }

    /** The signed-in user, and their profile when it was read on the way (a cache miss reads both at once). */
    async function sessionUser(request: FastifyRequest, reply: FastifyReply): Promise<{ user: SessionUser; profile: Profile | null } | null> {
      const header = request.headers.cookie;
      if (!header) return null;
      const cookie = sessionCookie(header, cookieName);
      const key = cookie ? cachedKey(cookie.token) : null;
      if (key && events.live) {
        const cached = sessions.get(key);
        if (cached && cached.expiresAt > Date.now() && sameText(cached.signed, cookie!.signed)) return { user: cached.user, profile: null };
      }
      const generation = events.generation;
      const keep = (user: SessionUser, expiresAt: number) => {
        // An event that arrived during the lookup may concern what was just read: use it once, do not keep it.
        if (key && events.live && events.generation === generation) sessions.set(key, { user, expiresAt, signed: cookie!.signed });
      };
      if (cookie && !subtleCookies.some((name) => header.includes(name))) {
        // What better-auth's getSession does for a live session that needs no renewal, in one
        // query instead of two (four with the profile and agency) and without its Request plumbing.
        const token = verifiedToken(cookie.signed, context.secret);
        if (!token) return null;
        const found = await findSession(database.db, token);
        const now = Date.now();
        if (found && found.expiresAt > now && found.expiresAt - expiresIn * 1000 + updateAge * 1000 > now) {
          const until = await stillActive(token, found.expiresAt, found.lastSeen);
          if (until === null) return null;
          keep(found.user, until);
          const profile = settledProfile(found.columns, found.user, opts.ownerEmail);
          if (profile && events.live && events.generation === generation) profiles.set(found.user.id, profile);
          return { user: found.user, profile };
        }
        // Gone, expired or due for renewal: better-auth deletes or renews it and answers the cookie.
      }
      const headers = fromNodeHeaders(request.headers);
      const { headers: responseHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
      const cookies = responseHeaders.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (!response) return null;
      const until = await stillActive(response.session.token, new Date(response.session.expiresAt).getTime(), new Date(response.session.updatedAt).getTime());
      if (until === null) return null;
      const { id, email, emailVerified, name } = response.user;
      const user = { id, email, emailVerified, name };
      if (response.session.token === cookie?.token) keep(user, until);
      return { user, profile: null };
    }

    async function profileOf(user: SessionUser): Promise<Profile> {
      const cached = events.live ? profiles.get(user.id) : undefined;
      if (cached) return cached;
      const generation = events.generation;
      const profile = await loadProfile(database.db, user, opts.ownerEmail);
      if (events.live && events.generation === generation) profiles.set(user.id, profile);
      return profile;
    }

    /** The actor from the caches alone; undefined when the database must be asked. */
    function cachedActor(request: FastifyRequest): Actor | null | undefined {
      const header = request.headers.cookie;
      // No session cookie (and none better-auth would clean up): nobody is signed in.
      if (!header || (!header.includes(cookieName) && !subtleCookies.some((name) => header.includes(name)))) return null;
      if (!events.live) return undefined;
      const cookie = sessionCookie(header, cookieName);
      const cached = cookie ? sessions.get(cachedKey(cookie.token)) : undefined;
      if (!cached || cached.expiresAt <= Date.now() || !sameText(cached.signed, cookie!.signed)) return undefined;
      const profile = profiles.get(cached.user.id);
      if (!profile) return undefined;
      // One actor per session and profile, not one per request: it is frozen, so requests may share it.
      if (cached.actor?.from !== profile) cached.actor = { from: profile, value: actorOf(cached.user, profile) };
      return cached.actor.value;
    }

    async function resolveActor(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
      const found = await sessionUser(request, reply);
      if (!found) return null;
      return actorOf(found.user, found.profile ?? (await profileOf(found.user)));
    }

    // Callback style, and no promise at all when both caches answer: this runs on every API request.
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      if (!url.startsWith('/api/') || url.startsWith('/api/auth/') || url === '/api/health') return done();
      const actor = cachedActor(request);
      if (actor !== undefined) {
        request.actor = actor;
        return done();
      }
      resolveActor(request, reply).then((a) => {
        request.actor = a;
        done();
      }, done);
    });

    app.decorate('readActor', async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = cachedActor(request);
      return actor !== undefined ? actor : resolveActor(request, reply);
    });

    // requireUser and requireAdmin share one gate, so every signed-in route refuses alike.
    const twoFactorOn = () => opts.settings?.current().security.twoFactorAuth === true;
    const gate = (adminOnly: boolean) => (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      request.dbScope = gatedScope(request.actor, adminOnly);
      const refused = signedInError(database, request.actor, request.routeOptions.url, adminOnly, twoFactorOn);
      if (refused instanceof Promise) refused.then(done, done);
      else done(refused);
    };
    app.decorate('requireUser', gate(false));
    app.decorate('requireAdmin', gate(true));
  },
  { name: 'auth', dependencies: ['errors', 'db-scope'] },
);

/** A deactivated user's sessions are deleted, but one read before that must not act either. */
function actorOf(user: SessionUser, profile: Profile): Actor | null {
  if (!profile.active) return null;
  return Object.freeze({
    userId: user.id,
    role: profile.role,
    agencyId: profile.agencyId,
    name: profile.name,
    email: user.email,
    emailVerified: user.emailVerified,
    mustChangePassword: profile.mustChangePassword,
    agency: profile.agency,
  });
}

/**
 * Constant-time for equal lengths, like crypto.timingSafeEqual, without the two Buffers it needs:
 * this runs on every signed-in request.
 */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const KEYS_KEPT = 10_000;
const keys = new Map<string, string>();
/**
 * sessionKey (a SHA-256) was ~5% of a cached `/api/me`. The key is a pure function of the token,
 * so it never goes stale; the session cache already holds each cached session's signed cookie,
 * so keeping tokens here exposes nothing more. Bounded, oldest out first.
 */
function cachedKey(token: string): string {
  let key = keys.get(token);
  if (key === undefined) {
    key = sessionKey(token);
    // Any cookie reaches here: a forged 16 KB token is hashed each time, never kept.
    if (token.length > CACHED_COOKIE_MAX) return key;
    if (keys.size >= KEYS_KEPT) keys.delete(keys.keys().next().value!);
    keys.set(token, key);
  }
  return key;
}
