import type { FastifyBaseLogger } from 'fastify';
import { runDailyBilling, type BillingJobDeps } from './daily-billing.ts';

/** How often the server looks for a day to run: the day changes at most once, an hour late at worst. */
export const BILLING_JOB_INTERVAL_MS = 3_600_000;

/**
 * Runs the daily billing job at boot and then hourly. The timer is unref'd so it never keeps the
 * process alive; stop() waits for a run under way, so closing the app does not cut it mid-day.
 */
export function startBillingJobs(deps: BillingJobDeps & { log: FastifyBaseLogger; intervalMs?: number }) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return running;
    running = runDailyBilling(deps)
      .then((days) => {
        for (const d of days) deps.log.info({ job: 'daily-billing', day: d.day, ...d.summary }, 'billing day done');
      })
      .catch((err: unknown) => deps.log.error({ err, job: 'daily-billing' }, 'billing job failed; retried at the next tick'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  // tick catches and logs its own failures.
  const timer = setInterval(() => void tick(), deps.intervalMs ?? BILLING_JOB_INTERVAL_MS);
  timer.unref();
  void tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
