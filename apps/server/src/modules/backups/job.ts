import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { runDaily } from '../billing/public.ts';
import type { SettingsStore } from '../settings/public.ts';
import type { BackupService } from './backups.ts';
import { startPeriodic } from '../../lib/periodic.ts';

export const BACKUP_JOB = 'daily-backup';
/** Like the billing job: the day changes at most once, so an hourly look is at most an hour late. */
export const BACKUP_JOB_INTERVAL_MS = 3_600_000;

/**
 * One day of the daily backup, run once across processes by the billing jobs' runner (decision
 * 021). Only today's day backs up: a day missed while the server was down is not worth a backup
 * now (today's contains it). The retention is applied every day, autoBackup on or off.
 */
export async function runBackupDay(deps: { db: Db; store: SettingsStore; backups: BackupService; now: () => Date }) {
  return runDaily(deps.db, BACKUP_JOB, deps.now, async (_day, { today }) => {
    const { platform } = await deps.store.fresh();
    let made = 0;
    let bytes = 0;
    if (today && platform.autoBackup) {
      const item = await deps.backups.start(null, true);
      made = 1;
      bytes = item.sizeBytes;
    }
    const removed = await deps.backups.prune(platform.backupRetention);
    return { made, bytes, removed: removed.length };
  });
}

/** At boot and hourly, with an unref'd timer; stop() waits for a run under way. */
export function startBackupJobs(deps: Parameters<typeof runBackupDay>[0] & { log: FastifyBaseLogger; intervalMs?: number }) {
  const job = startPeriodic({
    everyMs: deps.intervalMs ?? BACKUP_JOB_INTERVAL_MS,
    run: async () => {
      for (const d of await runBackupDay(deps)) deps.log.info({ job: BACKUP_JOB, day: d.day, ...d.summary }, 'backup day done');
    },
    failed: (err) => deps.log.error({ err, job: BACKUP_JOB }, 'backup job failed; retried at the next tick'),
  });
  return {
    async stop() {
      await job.stop();
      await deps.backups.running()?.catch(() => {});
    },
  };
}
