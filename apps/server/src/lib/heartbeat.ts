import { gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Long jobs that record their run in the database (the spreadsheet import, the agency's full
// export, report exports) beat its heartbeat_at while they work (issue 38 item 2). A beat older
// than STALE_AFTER_MS means the process running the job is gone (a restart, a lost instance): the
// run no longer blocks another one and is failed, or taken over where the job can resume (the
// import, decision 060). Instances sharing one PostgreSQL compare against their own clocks, which
// NTP keeps well within the two minutes.

/** A run whose beat stopped this long was cut short. */
export const STALE_AFTER_MS = 2 * 60_000;
/** How often keepBeating beats: several beats fit in STALE_AFTER_MS, a few cheap writes a minute. */
export const BEAT_EVERY_MS = 20_000;

/** The instant before which a beat is stale. */
export const staleBefore = (now = Date.now()) => new Date(now - STALE_AFTER_MS);

/** Whether a run's beat (null: it never beat) is stale. */
export const isStale = (beatAt: Date | null, now = Date.now()) => beatAt === null || beatAt.getTime() < now - STALE_AFTER_MS;

/** SQL: the column holds a stale beat (or none). */
export const staleBeat = (column: PgColumn): SQL => or(isNull(column), lt(column, staleBefore()))!;

/** SQL: the column holds a fresh beat. */
export const freshBeat = (column: PgColumn): SQL => gt(column, staleBefore());

export type Heartbeat = {
  /** The run was no longer running at a beat (another process failed it as stale): the job should stop. */
  readonly lost: boolean;
  stop(): void;
};

/**
 * Beats every BEAT_EVERY_MS until stopped, whatever the job is doing between its own writes (a long
 * file from storage, a queue slot). `beat` updates the run's heartbeat_at where it is still running
 * and says whether it was; a failed write is reported and the next beat tries again.
 */
export function keepBeating(beat: () => Promise<boolean>, onError: (err: unknown) => void): Heartbeat {
  let lost = false;
  const timer = setInterval(() => {
    beat().then((running) => {
      if (!running) lost = true;
    }, onError);
  }, BEAT_EVERY_MS);
  timer.unref();
  return {
    get lost() {
      return lost;
    },
    stop: () => clearInterval(timer),
  };
}
