import type { Database } from '../../db/client.ts';

/** How long a database check answers every readiness poll: a balancer polling costs ~1 query a second. */
export const READY_CACHE_MS = 1000;
/** A `select 1` slower than this counts as unreachable (a hung pool, a saturated PGlite queue). */
export const READY_TIMEOUT_MS = 2000;

export type ReadyState = { ready: true } | { ready: false; reason: 'draining' | 'database' };

export type Readiness = {
  /** Whether this instance should get traffic: not draining, database answering. */
  check(): Promise<ReadyState>;
  /** Turns the answer to "not ready" at once and for good: the instance is shutting down. */
  drain(): void;
  readonly draining: boolean;
};

type Options = {
  cacheMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /** Told when the database goes from answering to not (once per outage, not once per poll). */
  onDown?: (err: unknown) => void;
};

/**
 * Readiness, as opposed to liveness (GET /api/health): a load balancer sends traffic only to an
 * instance that answers 200 here (decision 064). The database check is shared: concurrent polls
 * wait for one query, its result is kept `cacheMs`, and a ping still running after its timeout is
 * awaited again rather than queued behind (a stuck database gets one `select 1`, not one a second).
 */
export function createReadiness(database: Pick<Database, 'ping'>, o: Options = {}): Readiness {
  const cacheMs = o.cacheMs ?? READY_CACHE_MS;
  const timeoutMs = o.timeoutMs ?? READY_TIMEOUT_MS;
  const now = o.now ?? Date.now;
  let draining = false;
  let up = true;
  let checkedAt = -Infinity;
  let ping: Promise<unknown> | null = null;
  let checking: Promise<boolean> | null = null;

  async function probe(): Promise<boolean> {
    ping ??= database.ping().finally(() => (ping = null));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
      timer.unref();
    });
    try {
      await Promise.race([ping, timeout]);
      return true;
    } catch (err) {
      if (up) o.onDown?.(err);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  function databaseUp(): Promise<boolean> | boolean {
    if (now() - checkedAt < cacheMs) return up;
    checking ??= probe().then((ok) => {
      up = ok;
      checkedAt = now();
      checking = null;
      return ok;
    });
    return checking;
  }

  return {
    async check() {
      if (draining) return { ready: false, reason: 'draining' };
      const ok = await databaseUp();
      // Drained while the query ran: the newer fact wins.
      if (draining) return { ready: false, reason: 'draining' };
      return ok ? { ready: true } : { ready: false, reason: 'database' };
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
