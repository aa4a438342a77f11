import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** Password checks on one account, from anywhere, before browsers new to it must wait (decision 052). */
export const SLOWDOWN_AFTER = 10;
/** The first wait; each check after it doubles the next one, up to SLOWDOWN_MAX_DELAY_MS. */
export const SLOWDOWN_FIRST_DELAY_MS = 60_000;
export const SLOWDOWN_MAX_DELAY_MS = 3_600_000;
/**
 * How long the checks are remembered: a day from the first, and while the account is slowed, a
 * day from the last. An hour would hand a patient attacker SLOWDOWN_AFTER free guesses an hour.
 */
export const SLOWDOWN_MEMORY_MS = 24 * 3_600_000;

// 2^12 minutes is past the cap already; the exponent is bounded so the SQL never overflows.
const MAX_DOUBLINGS = 12;

export type SlowdownHit = { allowed: boolean; count: number; retryAfterMs: number };

/**
 * The account-wide count behind the progressive slowdown, one row per account in better-auth's
 * `rate_limits` table, taken in one atomic upsert before the password is checked (parallel
 * guesses cannot slip past it). `count`: checks in the current memory; `last_request`: when the
 * memory ends. Once the count reaches SLOWDOWN_AFTER, every check sets the end to a day after it,
 * so end - SLOWDOWN_MEMORY_MS is the last check; a browser that never signed in to the account
 * (`known` false) then waits SLOWDOWN_FIRST_DELAY_MS * 2^(count - SLOWDOWN_AFTER), capped, after
 * the last check. Known browsers are counted and never wait.
 */
export function accountSlowdown(db: Db) {
  const delay = sql`least(${SLOWDOWN_FIRST_DELAY_MS}::bigint * power(2, least(${rateLimits.count} - ${SLOWDOWN_AFTER}, ${MAX_DOUBLINGS}))::bigint, ${SLOWDOWN_MAX_DELAY_MS}::bigint)`;
  const lastCheck = sql`(${rateLimits.lastRequest} - ${SLOWDOWN_MEMORY_MS})`;
  return {
    async hit(key: string, known: boolean): Promise<SlowdownHit> {
      const now = Date.now();
      const expired = sql`${rateLimits.lastRequest} <= ${now}::bigint`;
      const free = sql`${rateLimits.count} < ${SLOWDOWN_AFTER}`;
      const open = known ? sql`true` : sql`${lastCheck} + ${delay} <= ${now}::bigint`;
      // A refused check changes nothing and returns no row (the update's WHERE is false).
      const [row] = await db
        .insert(rateLimits)
        .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now + SLOWDOWN_MEMORY_MS })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${expired} or ${rateLimits.count} + 1 >= ${SLOWDOWN_AFTER} then ${now + SLOWDOWN_MEMORY_MS}::bigint else ${rateLimits.lastRequest} end`,
          },
          setWhere: sql`${expired} or ${free} or ${open}`,
        })
        .returning({ count: rateLimits.count });
      if (row) return { allowed: true, count: row.count, retryAfterMs: 0 };
      const [held] = await db.select({ count: rateLimits.count, end: rateLimits.lastRequest }).from(rateLimits).where(eq(rateLimits.key, key));
      if (!held) return { allowed: false, count: SLOWDOWN_AFTER, retryAfterMs: SLOWDOWN_FIRST_DELAY_MS };
      const lastAt = Number(held.end) - SLOWDOWN_MEMORY_MS;
      return { allowed: false, count: held.count, retryAfterMs: Math.max(0, lastAt + delayAfter(held.count) - now) };
    },
    /** A check that found the right password, or tested none, is not a guess: the count goes back. */
    async undo(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
  };
}

/** The wait after the check that made the count `count` (none below the threshold). */
export function delayAfter(count: number): number {
  if (count < SLOWDOWN_AFTER) return 0;
  return Math.min(SLOWDOWN_FIRST_DELAY_MS * 2 ** Math.min(count - SLOWDOWN_AFTER, MAX_DOUBLINGS), SLOWDOWN_MAX_DELAY_MS);
}
