import { eq } from 'drizzle-orm';
import { userMessages } from '@despacha/domain/admin-messages';
import { TWO_FACTOR_REQUIRED, twoFactorMessages } from '@despacha/domain/two-factor';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { HttpError, forbidden, unauthenticated } from '../lib/http-error.ts';

// What a signed-in user is refused before any route runs: a pending temporary password, an
// administrator's missing two-factor (plugins/auth.ts applies them through signedInError).

/** better-auth's routes that change the account: closed to a user who must first replace a temporary password. */
const GATED_AUTH_PATHS = new Set([
  '/api/auth/update-user',
  '/api/auth/change-email',
  '/api/auth/delete-user',
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/disable',
]);

export const isGatedAuthPath = (url: string) => GATED_AUTH_PATHS.has(url.split('?')[0]!);

/** Routes a user holding a temporary password may still call: who am I, and change it. */
const TEMPORARY_PASSWORD_ROUTES = new Set(['/api/me', '/api/me/password']);

/** A temporary password was seen by whoever created the user: no data until the user picks their own. */
export function ownPasswordError(actor: { mustChangePassword: boolean } | null, route: string | undefined): HttpError | undefined {
  if (actor?.mustChangePassword && !TEMPORARY_PASSWORD_ROUTES.has(route ?? '')) {
    return new HttpError(403, 'PASSWORD_CHANGE_REQUIRED', userMessages.passwordChangeRequired);
  }
  return undefined;
}

/**
 * Decision 033: what an administrator without two-factor may still call while twoFactorAuth is on,
 * besides better-auth's /api/auth/* (the enrolment itself; it never passes requireUser): who am I,
 * the enrolment's QR code, and replacing a temporary password, which must come first (its holder
 * is refused /api/auth/two-factor/enable, GATED_AUTH_PATHS) or the two gates would lock them out.
 */
const TWO_FACTOR_ENROLMENT_ROUTES = new Set(['/api/me', '/api/me/password', '/api/me/two-factor/qr']);

type GatedActor = { userId: string; role: string; mustChangePassword: boolean } | null;

/**
 * Every refusal a signed-in route makes before its handler, requireUser's and requireAdmin's alike
 * (issue 32 item 5: the two-factor check had been requireAdmin's only, so an admin without it still
 * read /api/dashboard and /api/agencies/:id). A promise only when the administrator's two-factor
 * must be read; `twoFactorOn` is asked only then, so other users' requests cost nothing more.
 */
export function signedInError(
  database: Database,
  actor: GatedActor,
  route: string | undefined,
  adminOnly: boolean,
  twoFactorOn: () => boolean,
): HttpError | undefined | Promise<HttpError | undefined> {
  if (!actor) return unauthenticated();
  const refused = ownPasswordError(actor, route) ?? (adminOnly && actor.role !== 'admin' ? forbidden() : undefined);
  if (refused || actor.role !== 'admin' || TWO_FACTOR_ENROLMENT_ROUTES.has(route ?? '') || !twoFactorOn()) return refused;
  // One primary-key read per such request, so enabling or disabling two-factor (better-auth
  // writes users) counts at once, with no cache to drop.
  return adminTwoFactorError(database, actor.userId);
}

/** Decision 033: with twoFactorAuth on, an administrator without two-factor gets only the enrolment routes above and /api/auth. */
async function adminTwoFactorError(database: Database, userId: string): Promise<HttpError | undefined> {
  const [row] = await database.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.on ? undefined : new HttpError(403, TWO_FACTOR_REQUIRED, twoFactorMessages.enrolmentRequired);
}
