import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { runDaily } from './runner.ts';
import { startPeriodic } from '../../../lib/periodic.ts';

const CHECK_EVERY_MS = 3_600_000;

/**
 * Work done once a day by whichever process claims the day first (job_runs), checked hourly;
 * missed days count as done with nothing to do, since `work` acts on "now" (a retention
 * cut-off), not on the day. The timer never holds the process open.
 */
export function startDailyTask(o: { db: Db; job: string; log: FastifyBaseLogger; work: () => Promise<Record<string, number>>; now?: () => Date }) {
  const now = o.now ?? (() => new Date());
  return startPeriodic({
    everyMs: CHECK_EVERY_MS,
    run: () => runDaily(o.db, o.job, now, async (_day, { today }) => (today ? o.work() : {})),
    failed: (err) => o.log.error({ err, job: o.job }, 'daily task failed; retried at the next check'),
  });
}
