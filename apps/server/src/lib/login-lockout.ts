import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { lockoutMessages } from '@despacha/domain/messages';
import type { Db } from '../db/client.ts';
import { clearCounter, hashedKey, windowCounter, type WindowCounter } from './window-counter.ts';
import { recordFailedSignIn } from './audit-sign-in.ts';

/** Spec §9 default (maxLoginAttempts); Configurações > Segurança changes it (passed as `attempts`). */
export const LOCKOUT_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;

export const SIGN_IN_LOCKED = 'SIGN_IN_LOCKED';
export const PASSWORD_CHECKS_LOCKED = 'PASSWORD_CHECKS_LOCKED';

/** better-auth endpoints that check the signed-in user's current password. */
const PASSWORD_CHECK_PATHS = new Set(['/change-password', '/verify-password']);

type Guarded = { key: string; wrong: string; proven: string[] };
type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const signInEmail = (ctx: AuthContext) => String((ctx.body as { email?: unknown } | undefined)?.email ?? '');
// The auth plugin sets this header from the socket address (plugins/auth.ts, lib/auth.ts CLIENT_IP_HEADER).
const clientIp = (ctx: AuthContext) => ctx.headers?.get('x-despacha-client-ip') ?? null;

const signInKey = (email: string) => hashedKey('lockout', email);

/** A password reset proves the mailbox and replaces the password guessed at: the lock has no more use. */
export const clearSignInLockout = (db: Db, email: string) => clearCounter(db, signInKey(email));

/**
 * better-auth hooks that limit password guesses wherever they are checked, whatever the client
 * address: sign-in per e-mail address (known or not, so the answers never tell them apart), and
 * the current password per signed-in user. Every attempt takes a slot before the password is
 * checked, so parallel guesses cannot slip past the limit; an attempt that did not test a
 * password gives its slot back, a correct password clears the count.
 */
export function passwordGuessHooks(db: Db, o: { attempts?: number | (() => number); minutes?: number } = {}) {
  const attempts = typeof o.attempts === 'function' ? o.attempts : () => (o.attempts as number | undefined) ?? LOCKOUT_ATTEMPTS;
  const minutes = o.minutes ?? LOCKOUT_MINUTES;
  // The limit is read per attempt: a change in the security settings applies to the next guess.
  const counterNow = (): WindowCounter => windowCounter(db, { max: attempts(), windowMs: minutes * 60_000 });

  /** What this call guards, if anything: the counter key, the wrong-password code, the right-password codes. */
  async function guarded(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<Guarded | null> {
    if (ctx.path === '/sign-in/email') {
      const email = (ctx.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== 'string') return null;
      // Refused after a correct password: not verified yet, or deactivated.
      return { key: signInKey(email), wrong: 'INVALID_EMAIL_OR_PASSWORD', proven: ['EMAIL_NOT_VERIFIED', 'USER_DEACTIVATED'] };
    }
    if (ctx.path && PASSWORD_CHECK_PATHS.has(ctx.path)) {
      const session = await getSessionFromCtx(ctx);
      if (!session) return null;
      return { key: `password-check:${session.user.id}`, wrong: 'INVALID_PASSWORD', proven: [] };
    }
    return null;
  }

  const lockedError = (path: string) =>
    path === '/sign-in/email'
      ? new APIError('TOO_MANY_REQUESTS', { code: SIGN_IN_LOCKED, message: lockoutMessages.signIn(minutes) })
      : new APIError('TOO_MANY_REQUESTS', { code: PASSWORD_CHECKS_LOCKED, message: lockoutMessages.currentPassword(minutes) });

  // The `after` hook needs what `before` found without a second session lookup. better-auth's
  // dispatch hands both hooks of one call the same per-call context object (api/dispatch.mjs).
  const pending = new WeakMap<object, Guarded>();

  const before = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-in/email' && !PASSWORD_CHECK_PATHS.has(ctx.path ?? '')) return;
    const guard = await guarded(ctx);
    if (!guard) return;
    const { allowed } = await counterNow().hit(guard.key);
    if (!allowed) {
      if (ctx.path === '/sign-in/email') await recordFailedSignIn(db, signInEmail(ctx), clientIp(ctx), true);
      throw lockedError(ctx.path!);
    }
    pending.set(ctx.context, guard);
  });

  const after = createAuthMiddleware(async (ctx) => {
    const guard = pending.get(ctx.context);
    if (!guard) return;
    pending.delete(ctx.context);
    const returned = ctx.context.returned;
    const counter = counterNow();
    if (!isAPIError(returned)) return counter.clear(guard.key);
    const code = (returned.body as { code?: string } | undefined)?.code ?? '';
    if (code === guard.wrong) {
      if (ctx.path === '/sign-in/email') await recordFailedSignIn(db, signInEmail(ctx), clientIp(ctx), false);
      return;
    }
    if (guard.proven.includes(code)) return counter.clear(guard.key);
    await counter.undo(guard.key);
  });

  return { before, after };
}
