import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { accountPerson, accountPersonByEmail, auditOwnNameChange, recordAccountEvent, type AccountPerson } from './audit-account.ts';
import { CODE_STEPS, recordRefusedCode, twoFactorSummaries } from './audit-two-factor.ts';
import { resetTokenOwner } from './reset-tokens.ts';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** What `before` learnt for `after`: whose account, whether a code is finishing a sign-in, how it was. */
type Pending = { person: AccountPerson; signingIn: boolean; twoFactorWas: boolean; nameWas: string };

/** better-auth's endpoints that change an account (issue 32 item 3); sign-ins are lib/auth.ts's. */
const AUDITED = new Set([
  ...CODE_STEPS,
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
  '/reset-password',
  '/change-password',
  '/update-user',
  '/sign-up/email',
]);

// The auth plugin sets this header from the socket address (lib/auth.ts CLIENT_IP_HEADER; importing it would be circular).
const clientIp = (ctx: AuthContext) => ctx.headers?.get('x-despacha-client-ip') ?? null;

/** The user a pending two-factor sign-in is for: better-auth's signed challenge cookie names it. */
async function challengedUserId(ctx: AuthContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge?.value ?? null;
}

async function pendingOf(db: Db, ctx: AuthContext): Promise<Pending | null> {
  if (ctx.path === '/reset-password') {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const token = typeof body.token === 'string' ? body.token : typeof ctx.query?.token === 'string' ? ctx.query.token : null;
    const owner = token ? await resetTokenOwner(db, token) : null;
    const person = owner ? await accountPersonByEmail(db, owner.email) : null;
    return person ? { person, signingIn: false, twoFactorWas: false, nameWas: person.name } : null;
  }
  const session = await getSessionFromCtx(ctx);
  if (session) {
    const person = await accountPerson(db, session.user.id);
    const twoFactorWas = !!(session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled;
    return person ? { person, signingIn: false, twoFactorWas, nameWas: session.user.name } : null;
  }
  // No session: only a code step goes on, finishing the sign-in its challenge cookie names.
  const userId = CODE_STEPS.has(ctx.path ?? '') ? await challengedUserId(ctx) : null;
  const person = userId ? await accountPerson(db, userId) : null;
  return person ? { person, signingIn: true, twoFactorWas: true, nameWas: person.name } : null;
}

async function twoFactorIsOn(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return !!user?.on;
}

/** The event a successful call writes, if any. */
async function recordSuccess(db: Db, ctx: AuthContext, p: Pending, ip: string | null) {
  const event = (action: 'updated' | 'created', summary: string) => recordAccountEvent(db, p.person, { action, summary, ip });
  switch (ctx.path) {
    case '/two-factor/disable':
      return event('updated', twoFactorSummaries.disabled);
    case '/two-factor/generate-backup-codes':
      return event('updated', twoFactorSummaries.backupCodes);
    case '/two-factor/get-totp-uri':
      return recordAccountEvent(db, p.person, { action: 'viewed', summary: twoFactorSummaries.secretShown, ip });
    case '/reset-password':
      return event('updated', 'Definiu uma nova senha pelo link enviado por e-mail');
    case '/change-password':
      return event('updated', 'Alterou a própria senha');
    case '/update-user': {
      const name = (ctx.body as { name?: unknown } | undefined)?.name;
      return typeof name === 'string' ? auditOwnNameChange(db, p.person, p.nameWas, name, ip) : undefined;
    }
  }
  // A code accepted with a session: the enrolment's confirmation turns two-factor on (once).
  if (CODE_STEPS.has(ctx.path ?? '') && !p.signingIn && !p.twoFactorWas && (await twoFactorIsOn(db, p.person.userId))) {
    return event('updated', twoFactorSummaries.enabled);
  }
}

/**
 * better-auth's account changes in the audit trail: two-factor on and off, recovery codes, codes
 * refused at sign-in (and the lock), passwords set by link or changed, the name, new accounts.
 * `before` finds whose account it is while the request still says so (a reset token is spent, a
 * session replaced, by the time `after` runs); `after` writes once the outcome is known.
 */
export function auditAuthPlugin(db: Db): BetterAuthPlugin {
  // better-auth hands both hooks of one call the same per-call context object (lib/login-lockout.ts).
  const pending = new WeakMap<object, Pending>();
  const matcher = (ctx: { path?: string }) => AUDITED.has(ctx.path ?? '');
  return {
    id: 'despacha-audit',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.path === '/sign-up/email') return;
            const found = await pendingOf(db, ctx);
            if (found) pending.set(ctx.context, found);
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const ip = clientIp(ctx);
            if (ctx.path === '/sign-up/email') {
              // A sign-up with a known address answers the same without making anyone: no person, no event.
              const userId = isAPIError(returned) ? null : (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
              const person = typeof userId === 'string' ? await accountPerson(db, userId) : null;
              if (person) await recordAccountEvent(db, person, { action: 'created', summary: 'Criou a própria conta pelo cadastro do site', ip });
              return;
            }
            const found = pending.get(ctx.context);
            pending.delete(ctx.context);
            if (!found) return;
            if (!isAPIError(returned)) return recordSuccess(db, ctx, found, ip);
            const code = (returned.body as { code?: string } | undefined)?.code ?? '';
            if (found.signingIn) await recordRefusedCode(db, found.person, code, ip);
          }),
        },
      ],
    },
  };
}
