import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { SIGNUP_PASSWORD_MIN } from '@despacha/domain/contracts/auth';
import { TEXT } from '@despacha/domain/limits';
import { PRODUCT_NAME, authErrorMessages } from '@despacha/domain/messages';
import type { Db } from '../db/client.ts';
import { accounts, profiles, rateLimits, sessions, twoFactors, users, verifications } from '../db/schema/index.ts';
import { recordActivity } from './activity.ts';
import { countedAuth } from './auth-async-context.ts';
import { recordAudit } from './audit.ts';
import { auditAuthPlugin } from './audit-auth-plugin.ts';
import { opensSignIn } from './audit-two-factor.ts';
import { clearSignInLockout, passwordGuessHooks } from './login-lockout.ts';
import type { Mailer } from './mail.ts';
import { passwordResetMail, verificationMail } from './mail-templates.ts';
import { passwordHasher } from './password-hash.ts';
import { offerUnlockLink } from './sign-in-unlock.ts';
import { dropResetToken, voidResetTokens } from './reset-tokens.ts';
import { SESSION_ABSOLUTE_HOURS } from '@despacha/domain/settings/defaults';
import { expirePasswordIfDue, markPasswordChanged, settingsAuthPlugin } from '../modules/settings/auth-policy.ts';
import type { SettingsStore } from '../modules/settings/store.ts';

/** Header our server sets from the socket address; a client's own value is always replaced. */
export const CLIENT_IP_HEADER = 'x-despacha-client-ip';

export type AuthOptions = {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  /** Sign-in attempts allowed per client IP per minute. */
  signInPerMinute: number;
  /** Called when better-auth ends all of a user's sessions (password reset), to drop cached ones. */
  onSessionsEnded?: (userId: string) => void;
  /** Called with the token of every session better-auth deletes (sign-out, revocations), to drop it from caches. */
  onSessionDeleted?: (token: string) => void;
  /** Configurações: registrations, e-mail verification, password rules and expiry, lockout attempts. */
  settings: SettingsStore;
};

/**
 * Sessions are never extended by better-auth: they end SESSION_ABSOLUTE_HOURS after sign-in
 * whatever happens, and sooner when idle longer than the platform's sessionTimeout, which the
 * auth plugin checks against the session's last use (plugins/auth.ts). updateAge equal to the
 * lifetime means "never due for renewal".
 */
const SESSION_LIFETIME_SECONDS = SESSION_ABSOLUTE_HOURS * 3600;

export function createAuth(o: AuthOptions) {
  return countedAuth(
    betterAuth({
      appName: PRODUCT_NAME,
      baseURL: o.publicUrl,
      basePath: '/api/auth',
      secret: o.secret,
      telemetry: { enabled: false },
      database: drizzleAdapter(o.db, {
        provider: 'pg',
        schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits, twoFactor: twoFactors },
      }),
      emailAndPassword: {
        enabled: true,
        // Read at each sign-in (better-auth keeps this object and reads the flag per call; a test
        // in modules/settings pins that): the platform's emailVerificationRequired decides.
        get requireEmailVerification() {
          return o.settings.current().platform.emailVerificationRequired;
        },
        autoSignIn: false,
        minPasswordLength: SIGNUP_PASSWORD_MIN,
        maxPasswordLength: TEXT.password,
        password: passwordHasher,
        revokeSessionsOnPasswordReset: true,
        // Only the link in the latest mail works; a link that was not mailed (limit) changes nothing.
        sendResetPassword: async ({ user, url, token }) => {
          const sent = await o.mailer.send(passwordResetMail(user.email, user.emailVerified ? user.name : null, url, (await o.settings.fresh()).platform));
          if (sent) await voidResetTokens(o.db, user.id, { except: token });
          else await dropResetToken(o.db, token);
        },
        // A password the user chose through a reset or invitation link replaces any temporary one,
        // every other reset or invitation link of that user stops working, and a sign-in lock ends.
        onPasswordReset: async ({ user }) => {
          await voidResetTokens(o.db, user.id);
          await clearSignInLockout(o.db, user.email);
          await markPasswordChanged(o.db, user.id);
          await o.db.update(profiles).set({ mustChangePassword: false, updatedAt: new Date() }).where(eq(profiles.id, user.id));
          o.onSessionsEnded?.(user.id);
        },
      },
      emailVerification: {
        sendOnSignUp: true,
        sendOnSignIn: true,
        autoSignInAfterVerification: true,
        sendVerificationEmail: async ({ user, url }) => {
          const brand = (await o.settings.fresh()).platform;
          await o.mailer.send(verificationMail(user.email, withCallback(url, `${o.publicUrl}/dashboard`), brand));
        },
      },
      databaseHooks: {
        session: {
          create: {
            // Every way in (password, e-mail confirmation) creates a session: a deactivated user gets none.
            before: async (session, ctx) => {
              const profile = await o.db.query.profiles.findFirst({ columns: { active: true }, where: eq(profiles.id, session.userId) });
              if (profile && !profile.active) {
                // A right password answered otherwise than a wrong one would tell a guesser it is
                // right (issue 32 item 7): at the password form a deactivated account answers, and
                // counts towards the lockout, exactly as a wrong password does.
                if (ctx?.path === '/sign-in/email') {
                  throw new APIError('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: authErrorMessages.INVALID_EMAIL_OR_PASSWORD });
                }
                throw new APIError('FORBIDDEN', { code: 'USER_DEACTIVATED', message: authErrorMessages.USER_DEACTIVATED });
              }
            },
            // The agency's audit trail lists sign-ins; the user lists read the last access from it.
            after: async (session, ctx) => {
              // Only a person signing in, and with two-factor on only once the code is accepted
              // (not a password change renewing a cookie, nor a password still waiting for its code).
              if (!(await opensSignIn(o.db, session.userId, ctx))) return;
              // An expired password is replaced first, like a temporary one; the cached profile goes.
              if (await expirePasswordIfDue(o.db, session.userId, (await o.settings.fresh()).security)) o.onSessionsEnded?.(session.userId);
              const profile = await o.db.query.profiles.findFirst({ where: eq(profiles.id, session.userId) });
              const ip = session.ipAddress ?? null;
              // Administrators and people before onboarding have no agency (nor, at first, a profile):
              // their sign-ins are platform events of the audit trail.
              if (!profile?.agencyId) {
                const user = profile ?? (await o.db.query.users.findFirst({ columns: { id: true, name: true }, where: eq(users.id, session.userId) }));
                if (!user) return;
                const who = { userId: user.id, name: user.name, role: profile?.role ?? null };
                await recordAudit(o.db, {
                  agencyId: null,
                  actor: who,
                  action: 'signed_in',
                  entity: 'user',
                  entityId: user.id,
                  summary: `${user.name} entrou no sistema`,
                  ip,
                });
                return;
              }
              const who = { userId: profile.id, name: profile.name, role: profile.role };
              const summary = `${profile.name} entrou no sistema`;
              await recordActivity(o.db, profile.agencyId, who, { action: 'signed_in', entity: 'user', summary }, { ip });
            },
          },
          delete: { after: async (session) => o.onSessionDeleted?.(session.token) },
        },
      },
      // Password guesses per account and source, and per account from anywhere (decision 052).
      hooks: passwordGuessHooks(o.db, {
        attempts: () => o.settings.current().security.maxLoginAttempts,
        secret: o.secret,
        secureCookies: o.publicUrl.startsWith('https://'),
        onSlowdown: (email) =>
          offerUnlockLink({ db: o.db, mailer: o.mailer, publicUrl: o.publicUrl, brand: async () => (await o.settings.fresh()).platform }, email),
      }),
      plugins: [settingsAuthPlugin(o.db, o.settings), twoFactor(twoFactorOptions(o.settings)), auditAuthPlugin(o.db)],
      session: {
        expiresIn: SESSION_LIFETIME_SECONDS,
        updateAge: SESSION_LIFETIME_SECONDS,
        disableSessionRefresh: true,
      },
      rateLimit: {
        enabled: true,
        storage: 'database',
        window: 60,
        max: 300,
        customRules: {
          '/sign-in/*': { window: 60, max: o.signInPerMinute },
          '/sign-up/*': { window: 60, max: 10 },
          '/request-password-reset': { window: 60, max: 5 },
          '/change-password': { window: 60, max: 5 },
          '/verify-password': { window: 60, max: 5 },
          '/two-factor/*': { window: 60, max: 10 },
          '/get-session': false,
        },
      },
      // Same-origin requests are trusted whatever host name the user typed; others need PUBLIC_URL.
      trustedOrigins: (request) => [o.publicUrl, request ? new URL(request.url).origin : undefined],
      advanced: {
        ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
        useSecureCookies: o.publicUrl.startsWith('https://'),
        defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      },
    }),
  );
}

/**
 * Decision 033. The authenticator shows the platform's name (read per enrolment: the plugin reads
 * `issuer` from this object at each call). Codes of 6 digits every 30 s; backup codes stored
 * encrypted. A sign-in waits 10 minutes for its code.
 */
function twoFactorOptions(settings: SettingsStore) {
  return {
    get issuer() {
      return settings.current().platform.platformName;
    },
    twoFactorCookieMaxAge: 600,
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' as const },
  };
}

/** Spec §2: confirming the e-mail always lands on {PUBLIC_URL}/dashboard, whatever the client asked. */
function withCallback(url: string, callbackURL: string): string {
  const u = new URL(url);
  u.searchParams.set('callbackURL', callbackURL);
  return u.toString();
}

export type Auth = ReturnType<typeof createAuth>;
