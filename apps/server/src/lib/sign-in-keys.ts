import crypto from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

// Counter keys of the sign-in limits (decision 052). An e-mail address and a client address are
// personal data: the keys hold hashes of bounded length, nothing readable.

const tag = (text: string, length: number) => crypto.createHash('sha256').update(text).digest('hex').slice(0, length);

/** The account as typed: the same in any letter case and with stray spaces, known or not. */
export const accountOf = (email: string) => email.trim().toLowerCase().slice(0, 320);

/**
 * Where a sign-in comes from: an IPv4 address, or an IPv6 /64 (one subscriber is usually handed a
 * whole /64, so its 2^64 addresses count as one source). No address: one shared source.
 */
export function sourceOf(ip: string | null | undefined): string {
  const text = (ip ?? '').trim().toLowerCase().slice(0, 64).split('%')[0]!;
  if (!text) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1]!;
  if (!text.includes(':')) return text;
  const halves = text.split('::');
  if (halves.length > 2) return text;
  const left = halves[0] ? halves[0].split(':') : [];
  const right = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const zeros = halves.length === 2 ? Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0') : [];
  const groups = [...left, ...zeros, ...right].slice(0, 4).map((g) => g.replace(/^0+(?=.)/, ''));
  return `${groups.join(':')}::/64`;
}

export type SignInKeys = { lock: string; pace: string; account: string };

/** Per (account, source): the lock after maxLoginAttempts and the hourly pace; per account: the slowdown. */
export function signInKeys(email: string, ip: string | null | undefined): SignInKeys {
  const account = tag(accountOf(email), 32);
  const source = tag(sourceOf(ip), 16);
  return { lock: `signin-lock:${account}:${source}`, pace: `signin-pace:${account}:${source}`, account: `signin-account:${account}` };
}

/**
 * A password reset proves the mailbox and replaces the password guessed at: every limit of the
 * account ends, from every source.
 */
export async function clearSignInLockout(db: Db, email: string): Promise<void> {
  const account = tag(accountOf(email), 32);
  await db
    .delete(rateLimits)
    .where(
      or(like(rateLimits.key, `signin-lock:${account}:%`), like(rateLimits.key, `signin-pace:${account}:%`), eq(rateLimits.key, `signin-account:${account}`)),
    );
}

/** The owner proved the mailbox from this address (the unlock link): its own limits on the account end. */
export async function clearSourceLimits(db: Db, email: string, ip: string | null | undefined): Promise<void> {
  const keys = signInKeys(email, ip);
  await db.delete(rateLimits).where(or(eq(rateLimits.key, keys.lock), eq(rateLimits.key, keys.pace)));
}
