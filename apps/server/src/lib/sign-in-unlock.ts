import crypto from 'node:crypto';
import { and, eq, gt, like, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, users, verifications } from '../db/schema/index.ts';
import type { Mailer } from './mail.ts';
import { unlockMail, type MailBrand } from './mail-templates.ts';
import { accountOf } from './sign-in-keys.ts';
import { hashedKey, windowCounter } from './window-counter.ts';

/** The web page the e-mailed link opens (apps/web, paths.unlockAccess). */
export const UNLOCK_PAGE = '/liberar-acesso';
export const UNLOCK_LINK_HOURS = 24;
/** Unlock mails to one account a day, on top of the mailer's own per-address limits. */
export const UNLOCK_MAILS_PER_DAY = 3;

// A verification row per link, as better-auth keeps its own links, but only the SHA-256 of the
// token is stored: whoever reads the table cannot open the link.
const PREFIX = 'sign-in-unlock:';
const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export type UnlockOptions = { db: Db; mailer: Mailer; publicUrl: string; brand: () => Promise<MailBrand> };

/**
 * Mails the owner of `email` a single-use link that lets a browser past the slowdown, when the
 * account is being slowed: at most one live link at a time (a new one once it was used or
 * expired) and UNLOCK_MAILS_PER_DAY. Unknown, unconfirmed and deactivated accounts get nothing,
 * and the caller answers alike either way.
 */
export async function offerUnlockLink(o: UnlockOptions, email: string): Promise<void> {
  const [owner] = await o.db
    .select({ id: users.id, email: users.email, verified: users.emailVerified, active: profiles.active })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, accountOf(email)))
    .limit(1);
  if (!owner || !owner.verified || owner.active === false) return;
  const now = new Date(Date.now());
  const links = and(eq(verifications.value, owner.id), like(verifications.identifier, `${PREFIX}%`));
  await o.db.delete(verifications).where(and(links, lte(verifications.expiresAt, now)));
  const [live] = await o.db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(links, gt(verifications.expiresAt, now)))
    .limit(1);
  if (live) return;
  const perDay = windowCounter(o.db, { max: UNLOCK_MAILS_PER_DAY, windowMs: 86_400_000 });
  if (!(await perDay.hit(hashedKey('unlock-mail', owner.email))).allowed) return;
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + UNLOCK_LINK_HOURS * 3_600_000);
  await o.db.insert(verifications).values({ id: crypto.randomUUID(), identifier: PREFIX + digest(token), value: owner.id, expiresAt });
  const link = `${o.publicUrl}${UNLOCK_PAGE}?token=${token}`;
  let sent = false;
  try {
    sent = await o.mailer.send(unlockMail(owner.email, link, UNLOCK_LINK_HOURS, await o.brand()));
  } finally {
    // A link that was not mailed (the mailer's limit, SMTP down) must not count as live, nor be usable.
    if (!sent) await o.db.delete(verifications).where(eq(verifications.identifier, PREFIX + digest(token)));
  }
}

/** Uses the link up: whose account it unlocks, or null when it is unknown, used or expired. */
export async function redeemUnlockToken(db: Db, token: string): Promise<{ userId: string; email: string; name: string } | null> {
  const [row] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, PREFIX + digest(token)), gt(verifications.expiresAt, new Date(Date.now()))))
    .returning({ userId: verifications.value });
  if (!row) return null;
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId)).limit(1);
  return user ? { userId: row.userId, ...user } : null;
}
