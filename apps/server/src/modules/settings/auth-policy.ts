import { and, eq, lt, sql } from 'drizzle-orm';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { settingsMessages } from '@despacha/domain/settings/messages';
import type { SecuritySettings } from '@despacha/domain/settings/defaults';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { resetTokenOwner } from '../../lib/reset-tokens.ts';
import { newPasswordError, type PasswordOwner } from '../../lib/password-rules.ts';
import type { SettingsStore } from './store.ts';

export const PASSWORD_POLICY = 'PASSWORD_POLICY';
export const REGISTRATIONS_CLOSED = 'REGISTRATIONS_CLOSED';

/** Where better-auth takes a new password, and the body field holding it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** 400 with the pt-BR list of what the password lacks, or why it is guessable; null when it may be used. */
export function passwordPolicyAPIError(password: string, policy: SecuritySettings, owner: PasswordOwner | null = null): APIError | null {
  const message = newPasswordError(password, policy, owner);
  return message ? new APIError('BAD_REQUEST', { code: PASSWORD_POLICY, message }) : null;
}

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose new password it is: the signer-up, the signed-in user, or the owner of the reset token. */
async function ownerOf(db: Db, ctx: AuthContext): Promise<PasswordOwner | null> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-up/email') return { email: String(body.email ?? ''), name: String(body.name ?? '') };
  if (ctx.path === '/change-password') {
    const session = await getSessionFromCtx(ctx);
    return session ? { email: session.user.email, name: session.user.name } : null;
  }
  const token = typeof body.token === 'string' ? body.token : typeof ctx.query?.token === 'string' ? ctx.query.token : null;
  return token ? resetTokenOwner(db, token) : null;
}

/** Marks a password as chosen now: its expiry (passwordExpiry) counts from here. */
export async function markPasswordChanged(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ passwordChangedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * At sign-in: a password older than passwordExpiry days must be replaced before anything else,
 * through the same gate as a temporary password (profiles.must_change_password). True when it
 * expired now.
 */
export async function expirePasswordIfDue(db: Db, userId: string, security: SecuritySettings, now = new Date()): Promise<boolean> {
  if (security.passwordExpiry <= 0) return false;
  const limit = new Date(now.getTime() - security.passwordExpiry * 86_400_000);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), lt(users.passwordChangedAt, limit)));
  if (!user) return false;
  const updated = await db
    .update(profiles)
    .set({ mustChangePassword: true, updatedAt: sql`now()` })
    .where(and(eq(profiles.id, userId), eq(profiles.mustChangePassword, false)))
    .returning({ id: profiles.id });
  return updated.length > 0;
}

/**
 * Configurações enforced inside better-auth: sign-up closed when newRegistrations is off, and the
 * security tab's password rules wherever a new password is chosen (sign-up, reset, change). The
 * platform's temporary passwords and /api/me/password check the same rules in their modules.
 */
export function settingsAuthPlugin(db: Db, store: SettingsStore): BetterAuthPlugin {
  return {
    id: 'despacha-settings',
    hooks: {
      before: [
        {
          matcher: (ctx) => !!ctx.path && ctx.path in NEW_PASSWORD_FIELD,
          handler: createAuthMiddleware(async (ctx) => {
            const settings = await store.fresh();
            if (ctx.path === '/sign-up/email' && !settings.platform.newRegistrations) {
              throw new APIError('FORBIDDEN', { code: REGISTRATIONS_CLOSED, message: settingsMessages.registrationsClosed });
            }
            const password = (ctx.body as Record<string, unknown> | undefined)?.[NEW_PASSWORD_FIELD[ctx.path!]!];
            if (typeof password !== 'string') return;
            const error = passwordPolicyAPIError(password, settings.security, await ownerOf(db, ctx));
            if (error) throw error;
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned)) return;
            const userId = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
            if (typeof userId === 'string') await markPasswordChanged(db, userId);
          }),
        },
      ],
    },
  };
}
