import { eq } from 'drizzle-orm';
import { userMessages } from '@despacha/domain/admin-messages';
import { TWO_FACTOR_REQUIRED, twoFactorMessages } from '@despacha/domain/two-factor';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-error.ts';

// What a signed-in user is refused before any route runs: a pending temporary password, an
// administrator's missing two-factor (plugins/auth.ts applies them).

/** better-auth's routes that change the account: closed to a user who must first replace a temporary password. */
const GATED_AUTH_PATHS = new Set(['/api/auth/update-user', '/api/auth/change-email', '/api/auth/delete-user', '/api/auth/two-factor/enable', '/api/auth/two-factor/disable']);

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

/** Decision 033: with twoFactorAuth on, an administrator without two-factor gets only /api/me and /api/auth. */
export async function adminTwoFactorError(database: Database, userId: string): Promise<HttpError | undefined> {
  const [row] = await database.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.on ? undefined : new HttpError(403, TWO_FACTOR_REQUIRED, twoFactorMessages.enrolmentRequired);
}
