import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { lockoutMessages } from '@despacha/domain/messages';
import type { Db } from '../db/client.ts';
import { accountSlowdown, SLOWDOWN_AFTER } from './account-slowdown.ts';
import { recordFailedSignIn } from './audit-sign-in.ts';
import { knownDevices } from './known-device.ts';
import { paceCounter } from './pace-counter.ts';
import { signInKeys, type SignInKeys } from './sign-in-keys.ts';
import { windowCounter } from './window-counter.ts';

export { clearSignInLockout } from './sign-in-keys.ts';

/** Spec §9 default (maxLoginAttempts); Configurações > Segurança changes it (passed as `attempts`). */
export const LOCKOUT_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;
/** Password checks one source may make on one account in any hour, whatever the setting (decision 052). */
export const GUESSES_PER_SOURCE_PER_HOUR = 10;

export const SIGN_IN_LOCKED = 'SIGN_IN_LOCKED';
export const SIGN_IN_SLOWED = 'SIGN_IN_SLOWED';
export const PASSWORD_CHECKS_LOCKED = 'PASSWORD_CHECKS_LOCKED';

const SIGN_IN_PATH = '/sign-in/email';
/** better-auth endpoints that check the signed-in user's current password. */
const PASSWORD_CHECK_PATHS = new Set(['/change-password', '/verify-password']);
/** Refused after a correct password: not verified yet (a deactivated account answers as a wrong password). */
const PROVEN = new Set(['EMAIL_NOT_VERIFIED', 'USER_DEACTIVATED']);

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type SignInGuard = { kind: 'sign-in'; email: string; keys: SignInKeys; count: number };
type CheckGuard = { kind: 'password-check'; key: string };

// The auth plugin sets this header from the socket address (plugins/auth-forward.ts, lib/auth.ts CLIENT_IP_HEADER).
const clientIp = (ctx: AuthContext) => ctx.headers?.get('x-despacha-client-ip') ?? null;
const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export type GuessHookOptions = {
  attempts?: number | (() => number);
  minutes?: number;
  /** The auth secret: signs the known-device cookies. */
  secret: string;
  secureCookies?: boolean;
  /** The account is being slowed for new browsers: offer its owner the unlock link (lib/sign-in-unlock.ts). */
  onSlowdown?: (email: string) => Promise<void>;
};

/**
 * better-auth hooks that limit password guesses wherever they are checked (decision 052).
 * Sign-in, per account as typed (known or not, so the answers never tell them apart):
 * - per (account, source): `attempts` wrong passwords lock that source out of that account for
 *   `minutes`, and the source never gets more than GUESSES_PER_SOURCE_PER_HOUR checks in any hour;
 * - per account, from every source: past SLOWDOWN_AFTER checks, a browser that never signed in to
 *   the account waits a doubling delay between checks, and the owner is mailed an unlock link;
 *   a browser with the account's known-device cookie does not wait.
 * The current password of a signed-in user: `attempts` per user. Every attempt takes its slots
 * before the password is checked, so parallel guesses cannot slip past a limit; an attempt that
 * did not test a password gives them back, a correct password clears its source's counts.
 */
export function passwordGuessHooks(db: Db, o: GuessHookOptions) {
  const attempts = typeof o.attempts === 'function' ? o.attempts : () => (o.attempts as number | undefined) ?? LOCKOUT_ATTEMPTS;
  const minutes = o.minutes ?? LOCKOUT_MINUTES;
  // The limit is read per attempt: a change in the security settings applies to the next guess.
  const lockNow = () => windowCounter(db, { max: attempts(), windowMs: minutes * 60_000 });
  const paceNow = () => paceCounter(db, { max: GUESSES_PER_SOURCE_PER_HOUR, burst: attempts(), windowMs: 3_600_000 });
  const slowdown = accountSlowdown(db);
  const devices = knownDevices(o.secret, { secure: o.secureCookies ?? false });

  // A mail that cannot go (SMTP down) must not turn the sign-in's answer into a 500.
  const offerLink = async (ctx: AuthContext, email: string) => {
    try {
      await o.onSlowdown?.(email);
    } catch (err) {
      ctx.context.logger.error('sign-in unlock link not sent', err);
    }
  };

  const locked = (wait: number) => new APIError('TOO_MANY_REQUESTS', { code: SIGN_IN_LOCKED, message: lockoutMessages.signIn(wait) });
  const slowed = (wait: number) => new APIError('TOO_MANY_REQUESTS', { code: SIGN_IN_SLOWED, message: lockoutMessages.slowed(wait) });

  /** Takes the sign-in's slots, or throws the refusal (audited) having given back those taken. */
  async function beforeSignIn(ctx: AuthContext): Promise<SignInGuard | null> {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return null;
    const keys = signInKeys(email, clientIp(ctx));
    const refuse = async (error: APIError) => {
      await recordFailedSignIn(db, email, clientIp(ctx), true);
      return error;
    };
    const lock = lockNow();
    if (!(await lock.hit(keys.lock)).allowed) throw await refuse(locked(minutes));
    const pace = paceNow();
    const paced = await pace.hit(keys.pace);
    if (!paced.allowed) {
      await lock.undo(keys.lock);
      throw await refuse(locked(minutesOf(paced.retryAfterMs)));
    }
    const known = devices.isKnown(email, ctx.getCookie(devices.nameFor(email)));
    const account = await slowdown.hit(keys.account, known);
    if (!account.allowed) {
      await lock.undo(keys.lock);
      await pace.undo(keys.pace);
      await offerLink(ctx, email);
      throw await refuse(slowed(minutesOf(account.retryAfterMs)));
    }
    return { kind: 'sign-in', email, keys, count: account.count };
  }

  async function afterSignIn(ctx: AuthContext, guard: SignInGuard) {
    const { keys } = guard;
    const returned = ctx.context.returned;
    const code = isAPIError(returned) ? ((returned.body as { code?: string } | undefined)?.code ?? '') : null;
    if (code === 'INVALID_EMAIL_OR_PASSWORD') {
      await recordFailedSignIn(db, guard.email, clientIp(ctx), false);
      // The check that brought the account to the threshold: its owner hears of it now.
      if (guard.count === SLOWDOWN_AFTER) await offerLink(ctx, guard.email);
      return;
    }
    const lock = lockNow();
    const pace = paceNow();
    await slowdown.undo(keys.account);
    if (code === null || PROVEN.has(code)) {
      await lock.clear(keys.lock);
      await pace.clear(keys.pace);
    } else {
      await lock.undo(keys.lock);
      await pace.undo(keys.pace);
    }
    // Signed in (or waiting for the second factor): this browser is the account's from now on.
    if (code === null) {
      const cookie = devices.cookie(guard.email);
      ctx.setCookie(cookie.name, cookie.value, cookie.attributes);
    }
  }

  // The `after` hook needs what `before` found without a second session lookup. better-auth's
  // dispatch hands both hooks of one call the same per-call context object (api/dispatch.mjs).
  const pending = new WeakMap<object, SignInGuard | CheckGuard>();
  const checkCounter = () => windowCounter(db, { max: attempts(), windowMs: minutes * 60_000 });

  const before = createAuthMiddleware(async (ctx) => {
    if (ctx.path === SIGN_IN_PATH) {
      const guard = await beforeSignIn(ctx);
      if (guard) pending.set(ctx.context, guard);
      return;
    }
    if (!PASSWORD_CHECK_PATHS.has(ctx.path ?? '')) return;
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    const key = `password-check:${session.user.id}`;
    if (!(await checkCounter().hit(key)).allowed) {
      throw new APIError('TOO_MANY_REQUESTS', { code: PASSWORD_CHECKS_LOCKED, message: lockoutMessages.currentPassword(minutes) });
    }
    pending.set(ctx.context, { kind: 'password-check', key });
  });

  const after = createAuthMiddleware(async (ctx) => {
    const guard = pending.get(ctx.context);
    if (!guard) return;
    pending.delete(ctx.context);
    if (guard.kind === 'sign-in') return afterSignIn(ctx, guard);
    const returned = ctx.context.returned;
    const counter = checkCounter();
    if (!isAPIError(returned)) return counter.clear(guard.key);
    const code = (returned.body as { code?: string } | undefined)?.code ?? '';
    if (code !== 'INVALID_PASSWORD') await counter.undo(guard.key);
  });

  return { before, after };
}
