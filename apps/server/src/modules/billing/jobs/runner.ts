import { and, eq, isNotNull, isNull, lt, max } from 'drizzle-orm';
import { addIsoDays, isoDaysBetween } from '@despacha/domain/billing/periods';
import type { Db } from '../../../db/client.ts';
import { jobRuns } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';

/** Days a daily job goes back to after downtime; older days are not billed late (decision 021). */
export const CATCH_UP_DAYS = 31;
/** A run unfinished this long is taken as crashed and runs again (a daily run takes seconds). */
export const STALE_AFTER_MS = 30 * 60_000;

export type DayWork = (day: string, context: { today: boolean }) => Promise<Record<string, number>>;
export type DayOutcome = { day: string; summary: Record<string, number> };

/**
 * Claims (job, day): the one process whose insert lands does the work. A run left unfinished past
 * STALE_AFTER_MS is claimed again by moving its start, which one process alone can do (row lock).
 */
export async function claim(db: Db, job: string, day: string, now: Date): Promise<boolean> {
  const inserted = await db.insert(jobRuns).values({ job, period: day, startedAt: now }).onConflictDoNothing().returning({ job: jobRuns.job });
  if (inserted.length > 0) return true;
  const retaken = await db
    .update(jobRuns)
    .set({ startedAt: now })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, day), isNull(jobRuns.finishedAt), lt(jobRuns.startedAt, new Date(now.getTime() - STALE_AFTER_MS))))
    .returning({ job: jobRuns.job });
  return retaken.length > 0;
}

/** The days to run: each one after the last finished run up to today, at most CATCH_UP_DAYS. */
async function pendingDays(db: Db, job: string, today: string): Promise<string[]> {
  const [row] = await db
    .select({ last: max(jobRuns.period) })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), isNotNull(jobRuns.finishedAt)));
  const earliest = addIsoDays(today, 1 - CATCH_UP_DAYS);
  const first = row?.last && row.last >= earliest ? addIsoDays(row.last, 1) : row?.last ? earliest : today;
  const days: string[] = [];
  for (let d = first, n = isoDaysBetween(first, today); n >= 0; d = addIsoDays(d, 1), n--) days.push(d);
  return days;
}

/**
 * Runs a daily job for every day it missed, oldest first, each day once across processes. Stops at
 * a day another process is running (it goes on from there); a day whose work throws is released
 * so the next attempt runs it again.
 */
export async function runDaily(db: Db, job: string, now: () => Date, work: DayWork): Promise<DayOutcome[]> {
  const today = todayIso(now());
  const done: DayOutcome[] = [];
  for (const day of await pendingDays(db, job, today)) {
    if (!(await claim(db, job, day, now()))) break;
    let summary: Record<string, number>;
    try {
      summary = await work(day, { today: day === today });
    } catch (err) {
      await db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.period, day), isNull(jobRuns.finishedAt)));
      throw err;
    }
    await db
      .update(jobRuns)
      .set({ finishedAt: now(), summary })
      .where(and(eq(jobRuns.job, job), eq(jobRuns.period, day)));
    done.push({ day, summary });
  }
  return done;
}
