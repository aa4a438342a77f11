import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import { adminNotificationMessages as m } from '@despacha/domain/settings/admin-notification-mails';
import type { Db } from '../../db/client.ts';
import { adminNotifications, profiles, users, type AdminNotificationKind } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { mailSignature, type MailBrand } from '../../lib/mail-templates.ts';

/** A claim left unsent this long is taken as a crash mid-way and may be claimed again. */
export const CLAIM_STALE_MS = 30 * 60_000;

export type Notice = { subject: string; lines: string[]; link: string };

/**
 * Claims (kind, key): true for the one caller whose insert lands (or who retakes a stale unsent
 * claim). `skipped` records an event that happened while its switch was off: nothing is sent for
 * it, then or later.
 */
export async function claim(db: Db, kind: AdminNotificationKind, key: string, now: Date, skipped = false): Promise<boolean> {
  const rows = await db
    .insert(adminNotifications)
    .values({ kind, key, claimedAt: now, skipped, sentAt: skipped ? now : null })
    .onConflictDoUpdate({
      target: [adminNotifications.kind, adminNotifications.key],
      set: { claimedAt: now, skipped, sentAt: skipped ? now : null },
      setWhere: and(isNull(adminNotifications.sentAt), lt(adminNotifications.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS))),
    })
    .returning({ key: adminNotifications.key });
  return rows.length > 0;
}

export async function markSent(db: Db, kind: AdminNotificationKind, keys: string[], recipients: number, now: Date) {
  await db
    .update(adminNotifications)
    .set({ sentAt: now, recipients })
    .where(and(eq(adminNotifications.kind, kind), inArray(adminNotifications.key, keys)));
}

/** A send that failed gives its claims back, so the next attempt (tick, provider retry) sends it. */
export async function release(db: Db, kind: AdminNotificationKind, keys: string[]) {
  await db.delete(adminNotifications).where(and(eq(adminNotifications.kind, kind), inArray(adminNotifications.key, keys), isNull(adminNotifications.sentAt)));
}

/** The platform administrators who receive notices: admin role, active, e-mail confirmed. */
export async function adminRecipients(db: Db, excludeUserId: string | null = null) {
  const conditions = [eq(profiles.role, 'admin'), eq(profiles.active, true), eq(users.emailVerified, true)];
  if (excludeUserId) conditions.push(ne(users.id, excludeUserId));
  return db
    .select({ id: users.id, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(...conditions))
    .orderBy(users.email);
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Greeting, the facts one per line, the link to the admin screen, why the admin gets it, the signature. */
export function noticeMail(to: string, n: Notice, brand: MailBrand): MailMessage {
  const signature = mailSignature(brand);
  return {
    to,
    // Client names come from strangers' sign-ups: no line break may reach the header.
    subject: n.subject.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' '),
    text: `${m.greeting}\n\n${n.lines.join('\n')}\n\n${m.openAction}: ${n.link}\n\n${m.footer}\n\n${signature.text}`,
    html:
      `<p>${escape(m.greeting)}</p><p>${n.lines.map(escape).join('<br>')}</p>` +
      `<p><a href="${escape(n.link)}">${escape(m.openAction)}</a></p><p>${escape(m.footer)}</p>${signature.html}`,
  };
}

/** Keeps old rows from growing forever; a year on, no key can come back (periods and events are past). */
export async function pruneNotifications(db: Db, now: Date, keepDays = 400) {
  await db.delete(adminNotifications).where(lt(adminNotifications.claimedAt, new Date(now.getTime() - keepDays * 86_400_000)));
}
