import type { FastifyInstance } from 'fastify';

/** How long in-flight requests get to finish after SIGTERM before the process stops anyway. */
export const SHUTDOWN_LIMIT_MS = 20_000;
/** How often connections a client keeps alive are closed once idle, while draining. */
const REAP_IDLE_MS = 100;

export type ShutdownOptions = {
  app: Pick<FastifyInstance, 'close' | 'server' | 'log'>;
  /** Turns readiness to 503 (modules/health/readiness.ts). */
  drain: () => void;
  /** After the HTTP server and the jobs have stopped: the database. */
  closeResources: () => Promise<void>;
  /** Last, unless the stop was forced: the data folder's lock. */
  release: () => void;
  limitMs?: number;
  exit?: (code: number) => never | void;
};

/**
 * The handler for SIGTERM and SIGINT (decision 064). The first signal drains: readiness answers 503
 * at once, the listening socket closes (no new connections), requests in flight finish, then the
 * app's onClose hooks stop the jobs, monitor and PDF workers, the database closes, and the process
 * exits 0. A second signal, or `limitMs` without finishing, exits 1 at once.
 *
 * Node closes the connections that are idle when `close()` is called, not those that go idle
 * afterwards (a keep-alive connection whose request was in flight would hold the server open for
 * its 72 s keep-alive timeout), so idle connections are closed every 100 ms while draining. Requests
 * that arrive on a connection still open are served with `Connection: close` (fastify's
 * `return503OnClosing: false`, app.ts): the client's next request goes to another instance.
 */
export function gracefulShutdown(o: ShutdownOptions): (signal: string) => Promise<void> {
  const limitMs = o.limitMs ?? SHUTDOWN_LIMIT_MS;
  const exit = o.exit ?? ((code: number) => process.exit(code));
  const log = o.app.log;
  let started = false;

  return async (signal) => {
    if (started) {
      // The lock names this process: once it has exited, the next start takes it over (lib/data-lock.ts).
      log.warn({ signal }, 'second signal: stopping without waiting for requests in flight');
      exit(1);
      return;
    }
    started = true;
    o.drain();
    log.info({ signal, limitMs }, 'shutting down: draining requests in flight');
    const limit = setTimeout(() => {
      log.error({ limitMs }, 'shutdown limit reached: stopping without waiting for requests in flight');
      exit(1);
    }, limitMs);
    const reap = setInterval(() => o.app.server.closeIdleConnections(), REAP_IDLE_MS);
    let code = 0;
    try {
      await o.app.close();
      await o.closeResources();
      log.info({ signal }, 'stopped');
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      code = 1;
    } finally {
      clearInterval(reap);
      clearTimeout(limit);
      o.release();
    }
    exit(code);
  };
}
