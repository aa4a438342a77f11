import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export type WindowCounter = {
  /** Counts one more hit on `key`; `allowed` is false past `max` within the window. */
  hit(key: string): Promise<{ count: number; allowed: boolean }>;
  /** Takes back a hit that turned out not to count (e.g. a request refused before any check). */
  undo(key: string): Promise<void>;
  /** Forgets the key (e.g. after a successful sign-in). */
  clear(key: string): Promise<void>;
};

/**
 * At most `max` hits per key within `windowMs`, shared by every API process through the
 * database: one atomic upsert per hit on better-auth's `rate_limits` table. The hit that reaches
 * `max` restarts the window, so a key that is full stays closed for a whole window (a stated
 * lockout time), and hits while it is closed do not extend it.
 *
 * `last_request` holds when the window ends, not when it began: better-auth prunes its own rows
 * whose `last_request` is older than its longest window (a minute), which would otherwise erase
 * our longer-lived counters.
 */
export function windowCounter(db: Db, o: { max: number; windowMs: number }): WindowCounter {
  return {
    async hit(key) {
      const now = Date.now();
      const ends = now + o.windowMs;
      const expired = sql`${rateLimits.lastRequest} <= ${now}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: ends })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${expired} or ${rateLimits.count} + 1 = ${o.max} then ${ends} else ${rateLimits.lastRequest} end`,
          },
        })
        .returning({ count: rateLimits.count });
      const count = row!.count;
      return { count, allowed: count <= o.max };
    },
    async undo(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
    clear: (key) => clearCounter(db, key),
  };
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** A counter key for personal data (an e-mail address): bounded length, nothing readable stored. */
export function hashedKey(kind: string, value: string): string {
  return `${kind}:${crypto.createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}
