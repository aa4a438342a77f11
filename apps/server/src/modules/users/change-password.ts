import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { isAPIError } from 'better-auth/api';
import type { ChangePasswordBody } from '@despacha/domain/contracts/users';
import { authErrorMessages } from '@despacha/domain/messages';
import { userMessages } from '@despacha/domain/admin-messages';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import type { Auth } from '../../lib/auth.ts';
import { HttpError, invalid } from '../../lib/http-error.ts';
import { PASSWORD_CHECKS_LOCKED } from '../../lib/login-lockout.ts';
import { newPasswordError } from '../../lib/password-rules.ts';
import { readSettings } from '../settings/public.ts';

/**
 * The signed-in user replaces their password (the temporary one at first sign-in, or any other).
 * better-auth checks the current password and hashes the new one; other sessions are ended and
 * this one is renewed, so its new cookie goes back with the answer.
 */
export async function changeOwnPassword(
  deps: { db: Db; auth: Auth; forget: (userId: string) => void },
  request: FastifyRequest,
  reply: FastifyReply,
  body: ChangePasswordBody,
): Promise<void> {
  const userId = request.actor!.userId;
  if (body.newPassword === body.currentPassword) throw invalid({ newPassword: userMessages.samePassword });
  // Configurações > Segurança, as a message under the field (better-auth's hook says the same).
  const { email, name } = request.actor!;
  const weak = newPasswordError(body.newPassword, (await readSettings(deps.db)).security, { email, name });
  if (weak) throw invalid({ newPassword: weak }, weak);
  try {
    const { headers } = await deps.auth.api.changePassword({
      body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: true },
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
  } catch (err) {
    if (isAPIError(err)) {
      const { code, message } = (err.body ?? {}) as { code?: string; message?: string };
      // Too many wrong current passwords (lib/login-lockout.ts): the same answer as /api/auth/change-password.
      if (code === PASSWORD_CHECKS_LOCKED) throw new HttpError(429, code, message!);
      if (code === 'INVALID_PASSWORD') throw invalid({ currentPassword: userMessages.currentPasswordWrong });
      if (code && authErrorMessages[code]) throw invalid({ newPassword: authErrorMessages[code] });
    }
    throw err;
  }
  await deps.db.update(profiles).set({ mustChangePassword: false, updatedAt: new Date() }).where(eq(profiles.id, userId));
  deps.forget(userId);
}
