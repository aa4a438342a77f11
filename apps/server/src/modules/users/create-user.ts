import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { passwordHasher } from '../../lib/password-hash.ts';
import { userMessages } from '@despacha/domain/admin-messages';
import type { Role } from '@despacha/domain/roles';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, agencies, plans, profiles, users, verifications } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, invalid, notFound } from '../../lib/http-error.ts';
import { newPasswordError } from '../../lib/password-rules.ts';
import { settingsMessages } from '@despacha/domain/settings/messages';
import { readSettings } from '../settings/public.ts';
import type { Mailer } from '../../lib/mail.ts';
import { invitationMail } from '../../lib/mail-templates.ts';
import { roleLabel } from '@despacha/domain/roles';

export type CreateUserDeps = { db: Db; mailer: Mailer; publicUrl: string };

export type CreateAgencyUserInput = {
  agencyId: string | null;
  name: string;
  email: string;
  phone?: string | null;
  role: Role;
  /** Given: the user signs in with it and must choose a new one. Absent: an invitation e-mail is sent. */
  temporaryPassword?: string;
};

export type CreatedUser = {
  userId: string;
  /**
   * Sends the invitation e-mail (no-op with a temporary password). When you pass your own `tx`,
   * call it AFTER your transaction commits: mail must not go out for a user that was rolled back
   * (and PGlite cannot run a query outside an open transaction). Without `tx` it was already sent.
   */
  sendInvitation: () => Promise<void>;
};

/** Invitations last longer than a reset link: the invitee may read the mail days later. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The web's reset form (it takes ?token=); invitations and admin resets land there. */
export const RESET_PASSWORD_PAGE = '/redefinir-senha';

/**
 * Creates a signed-up-and-verified user (better-auth user + credential account) and its profile.
 * With a temporary password the user must change it at first sign-in; without one the password
 * is unusable and the user gets an invitation link to better-auth's reset-password flow.
 */
export async function createAgencyUser(
  deps: CreateUserDeps,
  input: CreateAgencyUserInput,
  actor: { userId: string; name: string },
  tx?: Tx | Db,
): Promise<CreatedUser> {
  const email = input.email.trim().toLowerCase();
  // Platform administrators belong to no agency and take no seat.
  const agencyId = input.role === 'admin' ? null : input.agencyId;
  const userId = crypto.randomUUID();
  // A temporary password follows the security tab's rules like any other (the generator does).
  if (input.temporaryPassword) {
    const weak = newPasswordError(input.temporaryPassword, (await readSettings(deps.db)).security, { email, name: input.name });
    if (weak) throw invalid({ temporaryPassword: weak }, weak);
  }
  const password = input.temporaryPassword ?? crypto.randomBytes(32).toString('base64url');
  const passwordHash = await passwordHasher.hash(password);
  const token = input.temporaryPassword ? null : crypto.randomBytes(18).toString('base64url');

  const run = async (db: Tx | Db) => {
    if (agencyId) await assertSeatAvailable(db, agencyId, { lock: true });
    if (await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, email) })) throw emailTaken();
    try {
      await db.insert(users).values({ id: userId, name: input.name.trim(), email, emailVerified: true });
    } catch (err) {
      if (uniqueViolation(err) !== null) throw emailTaken();
      throw err;
    }
    await db.insert(accounts).values({ id: crypto.randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
    await db.insert(profiles).values({
      id: userId,
      name: input.name.trim(),
      email,
      role: input.role,
      agencyId,
      phone: input.phone || null,
      mustChangePassword: !!input.temporaryPassword,
    });
    if (token) {
      // The row better-auth's /reset-password reads, so the existing reset page sets the password.
      await db.insert(verifications).values({
        id: crypto.randomUUID(),
        identifier: `reset-password:${token}`,
        value: userId,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      });
    }
    if (agencyId) {
      await recordActivity(db as Db, agencyId, actor, {
        action: 'created',
        entity: 'user',
        entityId: userId,
        summary: `Usuário ${input.name.trim()} (${email}) adicionado como ${roleLabel(input.role)}`,
      });
    }
  };

  const sendInvitation = async () => {
    if (!token) return;
    const link = `${deps.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_PASSWORD_PAGE)}`;
    await deps.mailer.send(invitationMail(email, input.name.trim(), actor.name, link, (await readSettings(deps.db)).platform));
  };

  if (tx) {
    await run(tx);
    return { userId, sendInvitation };
  }
  await deps.db.transaction(run);
  await sendInvitation();
  return { userId, sendInvitation: async () => {} };
}

const emailTaken = () => new HttpError(409, 'EMAIL_TAKEN', userMessages.emailTaken, { email: userMessages.emailTaken });

/** `platformCap`: the total is Configurações' maxUsersPerClient, lower than what the plan allows. */
export type Seats = { used: number; total: number; platformCap?: boolean };

/**
 * Seats of an agency: active users against the plan's base users plus the agency's additional
 * users, never more than the platform's maxUsersPerClient.
 */
export async function agencySeats(db: Tx | Db, agencyId: string, options: { lock?: boolean } = {}): Promise<Seats> {
  const query = db
    .select({ baseUsers: plans.baseUsers, additionalUsers: agencies.additionalUsers })
    .from(agencies)
    .innerJoin(plans, eq(plans.id, agencies.planId))
    .where(eq(agencies.id, agencyId));
  // Locking the agency row serializes concurrent invitations and reactivations (lib/agency-lock.ts),
  // so two cannot take the last seat: the count below then sees what the previous one committed.
  const [agency] = options.lock ? await query.for('no key update', { of: agencies }) : await query;
  if (!agency) throw notFound(userMessages.agencyMissing);
  const [count] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(eq(profiles.agencyId, agencyId), eq(profiles.active, true)));
  const bought = agency.baseUsers + agency.additionalUsers;
  const cap = (await readSettings(db as Db)).platform.maxUsersPerClient;
  return { used: count?.used ?? 0, total: Math.min(bought, cap), ...(cap < bought ? { platformCap: true } : {}) };
}

/** Throws 409 SEAT_LIMIT with the counts when the agency has no free seat. */
export async function assertSeatAvailable(db: Tx | Db, agencyId: string, options: { lock?: boolean } = {}): Promise<void> {
  const seats = await agencySeats(db, agencyId, options);
  if (seats.used >= seats.total) {
    if (seats.platformCap) throw new HttpError(409, 'SEAT_LIMIT', settingsMessages.seatCapReached(seats.total));
    throw new HttpError(409, 'SEAT_LIMIT', userMessages.seatLimitReached(seats.used, seats.total));
  }
}
