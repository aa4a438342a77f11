import type { FastifyBaseLogger } from 'fastify';
import { runDailyBilling, type BillingJobDeps } from './daily-billing.ts';
import { startPeriodic } from '../../../lib/periodic.ts';

/** How often the server looks for a day to run: the day changes at most once, an hour late at worst. */
export const BILLING_JOB_INTERVAL_MS = 3_600_000;

/**
 * Runs the daily billing job at boot and then hourly. The timer is unref'd so it never keeps the
 * process alive; stop() waits for a run under way, so closing the app does not cut it mid-day.
 */
export function startBillingJobs(deps: BillingJobDeps & { log: FastifyBaseLogger; intervalMs?: number }) {
  return startPeriodic({
    everyMs: deps.intervalMs ?? BILLING_JOB_INTERVAL_MS,
    run: async () => {
      for (const d of await runDailyBilling(deps)) deps.log.info({ job: 'daily-billing', day: d.day, ...d.summary }, 'billing day done');
    },
    failed: (err) => deps.log.error({ err, job: 'daily-billing' }, 'billing job failed; retried at the next tick'),
  });
}
