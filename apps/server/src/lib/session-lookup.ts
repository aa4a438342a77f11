import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profileColumns } from '../modules/me/load-profile.ts';
import { perDatabase, rawStatement } from './raw-statement.ts';

export type SessionUser = { id: string; email: string; emailVerified: boolean; name: string };
/** `lastSeen`: the session's updated_at, which the auth plugin moves forward as it is used (idle timeout). */
export type SessionRow = { user: SessionUser; expiresAt: number; lastSeen: number; columns: Record<string, unknown> };

/** better-call signs a cookie as `value.` + base64(HMAC-SHA256(secret, value)): 44 characters. */
const SIGNATURE_LENGTH = 44;

/**
 * The token of a cookie value signed with `secret`, or null when the signature does not match,
 * exactly as better-call's getSignedCookie decides (same length rule, same HMAC).
 */
export function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = signed.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const token = signed.slice(0, dot);
  // Compared as text: a lenient base64 decode would take spellings (base64url) better-call refuses.
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(token).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? token : null;
}

// One round trip for what better-auth reads in two (session, then user) and we read in two more
// (profile, agency). The profile columns are null for a user whose profile is not created yet.
const sessionByToken = perDatabase((db) =>
  rawStatement(
    db,
    'session_with_actor',
    `select s.expires_at, s.updated_at as s_updated_at, u.id as u_id, u.email as u_email, u.email_verified as u_email_verified, u.name as u_name, ${profileColumns}
     from sessions s
     join users u on u.id = s.user_id
     left join profiles p on p.id = s.user_id
     left join agencies a on a.id = p.agency_id
     where s.token = $1`,
  ),
);

/** The session of this token with its user, profile and agency columns, or null when there is none. */
export async function findSession(db: Db, token: string): Promise<SessionRow | null> {
  const [row] = await sessionByToken(db)([token]);
  if (!row) return null;
  return {
    user: { id: String(row.u_id), email: String(row.u_email), emailVerified: row.u_email_verified === true, name: String(row.u_name) },
    expiresAt: new Date(row.expires_at as string | Date).getTime(),
    lastSeen: new Date(row.s_updated_at as string | Date).getTime(),
    columns: row,
  };
}

/** A session's last use moves forward at most this often: one write per session per minute. */
export const SESSION_TOUCH_MS = 60_000;

/** Records that the session was used now (its updated_at; better-auth no longer renews sessions). */
export async function touchSession(db: Db, token: string): Promise<void> {
  await db.execute(sql`update sessions set updated_at = now() where token = ${token}`);
}

/** Ends a session idle past the platform's sessionTimeout. */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.execute(sql`delete from sessions where token = ${token}`);
}
