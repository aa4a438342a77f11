// A background job's clock: run now, then every `everyMs`, never two runs at once. Used by every
// job the server starts (billing, backups, the daily prunes, the monthly reminders, pending NFS-e).

export type Periodic = {
  /** Runs now unless a run is under way (then answers that one) or the job is stopped. */
  tick(): Promise<void>;
  /** No more runs; waits for the one under way, so closing the app does not cut it halfway. */
  stop(): Promise<void>;
};

/**
 * Starts `run` at once and on an unref'd timer (it never holds the process open). A failed run is
 * handed to `failed` (which logs it) and tried again at the next tick.
 */
export function startPeriodic(o: { everyMs: number; run: () => Promise<unknown>; failed: (err: unknown) => void }): Periodic {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= o
      .run()
      .then(() => undefined, o.failed)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), o.everyMs);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
