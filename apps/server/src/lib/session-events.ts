import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';

/** PostgreSQL channel every API process of one database listens on. */
export const AUTH_CHANNEL = 'despacha_auth';

/**
 * A session ended (`id` is sessionKey(token)), or a user's sessions or profile changed
 * (sign-out everywhere, password, deactivation, role, agency, temporary password): `id` is the user
 * id, or an agency changed (its fields, plan or status, cached with its users' profiles): the agency id.
 */
export type AuthEvent = { kind: 'session' | 'user' | 'agency'; id: string };

export type AuthEventSink = {
  drop(event: AuthEvent): void;
  /** Events may have been missed (listener down): forget everything. */
  dropAll(): void;
};

type Log = { warn(obj: object, msg: string): void };

/**
 * The cache key of a session, and the id its events carry: a hash, so the token itself (a bearer
 * credential) never travels on the channel nor sits in a map key.
 */
export function sessionKey(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/**
 * The session cookie's token and its whole signed value, read as better-call reads it (the value
 * is URL-decoded). More than one cookie of that name is ambiguous: null, so the caller asks better-auth.
 * A scan rather than split(';'): this runs on every API request, and splitting cost ~2% of a
 * cached GET /api/me.
 */
export function sessionCookie(header: string | undefined, name: string): { token: string; signed: string } | null {
  if (!header) return null;
  let found: string | null = null;
  for (let at = header.indexOf(name); at !== -1; at = header.indexOf(name, at + name.length)) {
    // A whole cookie name: the header's start or a ';' before it, and '=' after it (spaces allowed).
    let before = at - 1;
    while (before >= 0 && isSpace(header.charCodeAt(before))) before--;
    if (before >= 0 && header.charCodeAt(before) !== SEMICOLON) continue;
    let eq = at + name.length;
    while (eq < header.length && isSpace(header.charCodeAt(eq))) eq++;
    if (header.charCodeAt(eq) !== EQUALS) continue;
    if (found !== null) return null;
    const end = header.indexOf(';', eq);
    let value = header.slice(eq + 1, end === -1 ? header.length : end).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    found = value.includes('%') ? decodeOrKeep(value) : value;
  }
  const dot = found?.lastIndexOf('.') ?? -1;
  if (!found || dot < 1) return null;
  return { token: found.slice(0, dot), signed: found };
}

const SEMICOLON = 59;
const EQUALS = 61;
const isSpace = (code: number) => code === 32 || code === 9;

/**
 * decodeURIComponent of the signed value was ~1.3% of a cached GET /api/me, and a session sends the
 * same value on every request. Bounded, oldest out first; it holds what the session cache holds.
 */
const DECODED_KEPT = 10_000;
/** A real signed cookie is ~100 characters; a header's 16 KB values must not fill the map. */
export const CACHED_COOKIE_MAX = 256;
const decoded = new Map<string, string>();

function decodeOrKeep(value: string): string {
  let out = decoded.get(value);
  if (out !== undefined) return out;
  try {
    out = decodeURIComponent(value);
  } catch {
    out = value;
  }
  if (value.length > CACHED_COOKIE_MAX) return out;
  if (decoded.size >= DECODED_KEPT) decoded.delete(decoded.keys().next().value!);
  decoded.set(value, out);
  return out;
}

/**
 * Tells every API process on the database (PostgreSQL LISTEN/NOTIFY) that a session ended or a
 * user's access changed. The publishing process applies the event at once, before the NOTIFY.
 * `live` is false until the LISTEN is in place and whenever its connection is lost: events may be
 * missed then, so callers must not trust their caches. `generation` moves on every event, so a
 * lookup that started before one does not cache what it read.
 */
export function authEvents(database: Database, sink: AuthEventSink, log: Log) {
  let live = false;
  let generation = 0;
  const pending = new Set<Promise<void>>();

  const apply = (event: AuthEvent) => {
    generation++;
    sink.drop(event);
  };
  inProcess.add(apply);

  const subscription = database.listen(AUTH_CHANNEL, {
    message(payload) {
      const event = parseEvent(payload);
      if (event) apply(event);
      else log.warn({ payload }, 'ignored a malformed auth event');
    },
    state(up, err) {
      live = up;
      generation++;
      sink.dropAll();
      if (!up) log.warn({ err: err?.message }, 'auth event listener lost its connection; session caches are off until it is back');
    },
  });

  return {
    get live() {
      return live;
    },
    get generation() {
      return generation;
    },
    publish(event: AuthEvent) {
      apply(event);
      const sent = database
        .notify(AUTH_CHANNEL, JSON.stringify(event))
        .catch((err: Error) => log.warn({ err: err.message, kind: event.kind }, 'could not notify other processes of an auth event'))
        .finally(() => pending.delete(sent));
      pending.add(sent);
    },
    async close() {
      inProcess.delete(apply);
      await Promise.all(pending);
      await subscription.close();
    },
  };
}

export type AuthEvents = ReturnType<typeof authEvents>;

/** Every authEvents of this process, for writers that hold a transaction and no app (jobs, webhooks). */
const inProcess = new Set<(event: AuthEvent) => void>();

/**
 * An agency's status or plan changed inside `tx` (setStatusBySystem: dunning, payments, trials).
 * The NOTIFY is transactional, so other processes hear it when the change commits, never before;
 * this process's caches drop it now (PGlite has no listener), and its own LISTEN hears the commit.
 */
export async function agencyChangedIn(tx: Db, agencyId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${JSON.stringify({ kind: 'agency', id: agencyId } satisfies AuthEvent)})`);
  for (const apply of inProcess) apply({ kind: 'agency', id: agencyId });
}

function parseEvent(payload: string): AuthEvent | null {
  try {
    const e = JSON.parse(payload) as Partial<AuthEvent>;
    if ((e.kind === 'session' || e.kind === 'user' || e.kind === 'agency') && typeof e.id === 'string' && e.id) return { kind: e.kind, id: e.id };
  } catch {
    // fall through
  }
  return null;
}
