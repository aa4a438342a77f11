import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { twoFactors, users } from '../db/schema/index.ts';
import { recordAccountEvent, type AccountPerson } from './audit-account.ts';

// Two-factor in the audit trail (issue 32 item 3, decision 033): turning it on or off, new
// recovery codes, and every wrong code at sign-in with the lock it causes, written as refused
// sign-ins are (lib/audit-sign-in.ts). No code, secret or URI ever reaches a summary.

/** better-auth's endpoints where a code finishes a sign-in a password began. */
export const CODE_STEPS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

type HookContext = { path?: string; context?: { session?: unknown } } | null | undefined;

/**
 * Whether a session better-auth just created is a person signing in. With two-factor on, the
 * password's session is deleted at once by the plugin (no trusted device is offered, so every
 * sign-in waits for a code): the sign-in happens when the code is accepted. A code checked with a
 * session is the enrolment's confirmation, which replaces the session of someone already in.
 */
export async function opensSignIn(db: Db, userId: string, ctx: HookContext): Promise<boolean> {
  const path = ctx?.path;
  if (!path) return false;
  if (CODE_STEPS.has(path)) return !ctx?.context?.session;
  if (path === '/verify-email') return true;
  if (!path.startsWith('/sign-in')) return false;
  const [user] = await db.select({ twoFactor: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return !user?.twoFactor;
}

/** better-auth's refusals at the code step, as the trail words them. */
const REFUSALS: Record<string, string> = {
  INVALID_CODE: 'código de verificação incorreto',
  INVALID_BACKUP_CODE: 'código de recuperação incorreto',
  INVALID_OTP: 'código de verificação incorreto',
  // Five wrong codes for one password: the password must be typed again.
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'excesso de códigos incorretos nesta entrada, senha exigida de novo',
  ACCOUNT_TEMPORARILY_LOCKED: 'verificação em duas etapas bloqueada por excesso de códigos incorretos',
};

/** Minutes left of the account's two-factor lock, 0 when none. */
async function lockMinutes(db: Db, userId: string, now = Date.now()): Promise<number> {
  const [row] = await db.select({ lockedUntil: twoFactors.lockedUntil }).from(twoFactors).where(eq(twoFactors.userId, userId));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now ? Math.ceil((until - now) / 60_000) : 0;
}

/**
 * A code refused at sign-in. The wrong code that spends the account's budget (better-auth's
 * accountLockout: 10 in a row, 15 minutes) says so: the lock starts with it.
 */
export async function recordRefusedCode(db: Db, person: AccountPerson, code: string, ip: string | null): Promise<void> {
  const reason = REFUSALS[code];
  if (!reason) return;
  const wrongCode = code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE' || code === 'INVALID_OTP';
  const minutes = wrongCode ? await lockMinutes(db, person.userId) : 0;
  const locked = minutes > 0 ? `; verificação em duas etapas bloqueada por ${minutes} minutos` : '';
  await recordAccountEvent(db, person, { action: 'sign_in_failed', summary: `Entrada recusada para ${person.name}: ${reason}${locked}`, ip });
}

export const twoFactorSummaries = {
  enabled: 'Ativou a verificação em duas etapas',
  disabled: 'Desativou a verificação em duas etapas',
  backupCodes: 'Gerou novos códigos de recuperação da verificação em duas etapas',
  // The URI carries the authenticator's secret: whoever reads it can make codes.
  secretShown: 'Visualizou a chave da verificação em duas etapas (código QR)',
} as const;
