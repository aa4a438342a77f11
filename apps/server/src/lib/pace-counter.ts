import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export type PaceCounter = {
  /** Takes one hit on `key`; when refused, `retryAfterMs` says when the next one would be taken. */
  hit(key: string): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Gives back a hit that was taken (one that turned out not to count). */
  undo(key: string): Promise<void>;
  clear(key: string): Promise<void>;
};

/**
 * At most `max` hits in any period of `windowMs`, wherever the period starts: a burst of `burst`
 * hits, then one every `windowMs / (max + 1 - burst)`. A fixed window (windowCounter) cannot
 * promise that: 9 hits at the end of one window and 10 at the start of the next make 19 within
 * minutes. This is the generic cell rate algorithm: `last_request` holds the theoretical arrival
 * time (TAT); a hit is taken when TAT <= now + tolerance and moves TAT one interval on.
 * `count` holds 1 when the last hit was taken, 0 when refused (RETURNING shows only new values).
 *
 * Why the bound holds: k hits taken in a row are at least (k - 1) * interval - tolerance apart,
 * with tolerance = (burst - 1) * interval, so k hits within less than windowMs need
 * k < windowMs / interval + burst = max + 1. A row whose TAT has passed means what no row means,
 * so better-auth pruning it (rows whose last_request is a minute old) loses nothing.
 */
export function paceCounter(db: Db, o: { max: number; burst: number; windowMs: number }): PaceCounter {
  const burst = Math.max(1, Math.min(o.burst, o.max));
  const interval = Math.ceil(o.windowMs / (o.max + 1 - burst));
  const tolerance = (burst - 1) * interval;
  return {
    async hit(key) {
      const now = Date.now();
      const taken = sql`${rateLimits.lastRequest} <= ${now + tolerance}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now + interval })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${taken} then 1 else 0 end`,
            lastRequest: sql`case when ${taken} then greatest(${rateLimits.lastRequest}, ${now}::bigint) + ${interval} else ${rateLimits.lastRequest} end`,
          },
        })
        .returning({ count: rateLimits.count, tat: rateLimits.lastRequest });
      const allowed = row!.count === 1;
      return { allowed, retryAfterMs: allowed ? 0 : Math.max(0, Number(row!.tat) - tolerance - now) };
    },
    async undo(key) {
      await db
        .update(rateLimits)
        .set({ lastRequest: sql`${rateLimits.lastRequest} - ${interval}` })
        .where(eq(rateLimits.key, key));
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
