import type { FastifyInstance } from 'fastify';

/** How long after the app is ready its background jobs begin (decision 011). */
export const JOBS_START_DELAY_MS = 5_000;

/**
 * Begins background work (catch-up jobs, prunes, the daily backup) a few seconds after the app is
 * ready rather than while it starts. On PGlite every statement shares one connection: on the
 * five-year folder the first health check waited 5.4 s behind the boot's billing run, notices and
 * backup (issue 31). The work is not lost, only begun once the first requests are answered.
 */
export function startAfterReady(app: FastifyInstance, start: () => void, delayMs = JOBS_START_DELAY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setTimeout(start, delayMs);
    // A server stopped before then simply never starts them.
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
