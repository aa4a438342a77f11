import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { recordAudit } from './audit.ts';

/** "ana@empresa.com.br" → "a***@empresa.com.br": what was typed may be someone else's address, or a password. */
export function maskEmail(typed: string): string {
  const text = typed.trim().slice(0, 120);
  const at = text.lastIndexOf('@');
  if (at < 1) return '***';
  return `${text[0]}***${text.slice(at)}`;
}

/**
 * A refused sign-in: a wrong password, or an attempt while the account is locked. A known account
 * is named and its agency sees the event; an unknown address is a platform event, masked.
 */
export async function recordFailedSignIn(db: Db, typedEmail: string, ip: string | null, locked: boolean) {
  const email = typedEmail.trim().toLowerCase();
  // users.email is the unique, indexed address better-auth signs in with.
  const [profile] =
    email.length <= 254
      ? await db
          .select({ id: profiles.id, name: profiles.name, role: profiles.role, agencyId: profiles.agencyId })
          .from(users)
          .innerJoin(profiles, eq(profiles.id, users.id))
          .where(eq(users.email, email))
          .limit(1)
      : [];
  const reason = locked ? 'acesso bloqueado por excesso de tentativas' : 'e-mail ou senha incorretos';
  await recordAudit(db, {
    agencyId: profile?.agencyId ?? null,
    actor: profile ? { userId: profile.id, name: profile.name, role: profile.role } : null,
    action: 'sign_in_failed',
    entity: 'user',
    entityId: profile?.id ?? null,
    summary: profile ? `Entrada recusada para ${profile.name}: ${reason}` : `Entrada recusada para ${maskEmail(email)} (conta inexistente): ${reason}`,
    ip,
  });
}
