import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { recordAudit, type AuditAction } from './audit.ts';

/** Whose account an event is about: the agency's trail shows its people, the platform's the rest. */
export type AccountPerson = { userId: string; name: string; role: string | null; agencyId: string | null };

/** The person behind a user id, from the profile (or, before onboarding, better-auth's user). */
export async function accountPerson(db: Db, userId: string): Promise<AccountPerson | null> {
  const profile = await db.query.profiles.findFirst({ columns: { id: true, name: true, role: true, agencyId: true }, where: eq(profiles.id, userId) });
  if (profile) return { userId: profile.id, name: profile.name, role: profile.role, agencyId: profile.agencyId };
  const user = await db.query.users.findFirst({ columns: { id: true, name: true }, where: eq(users.id, userId) });
  return user ? { userId: user.id, name: user.name, role: null, agencyId: null } : null;
}

/** The same person looked up by the address they sign in with. */
export async function accountPersonByEmail(db: Db, email: string): Promise<AccountPerson | null> {
  const user = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, email.trim().toLowerCase()) });
  return user ? accountPerson(db, user.id) : null;
}

/**
 * One event about the person's own account, written as theirs (their agency's trail, or the
 * platform's). The summary never carries what was typed: codes, passwords, links.
 */
export async function recordAccountEvent(
  db: Db,
  person: AccountPerson,
  event: { action: AuditAction; summary: string; changes?: Record<string, { before: unknown; after: unknown }>; ip: string | null },
): Promise<void> {
  await recordAudit(db, {
    agencyId: person.agencyId,
    actor: { userId: person.userId, name: person.name, role: person.role },
    action: event.action,
    entity: 'user',
    entityId: person.userId,
    summary: event.summary,
    changes: event.changes,
    ip: event.ip,
  });
}

/** "Minha conta" or better-auth's update-user: a name changed is who the trails say acted. */
export async function auditOwnNameChange(db: Db, person: AccountPerson, before: string, after: string, ip: string | null): Promise<void> {
  if (before === after) return;
  await recordAccountEvent(db, person, { action: 'updated', summary: 'Alterou o próprio nome', changes: { nome: { before, after } }, ip });
}
