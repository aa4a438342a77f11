import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from './periodic.ts';

// The clock of every background job (billing, backups, prunes, reminders, pending NFS-e).

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('startPeriodic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once and then every period', async () => {
    const run = vi.fn(async () => {});
    const job = startPeriodic({ everyMs: 1_000, run, failed: () => {} });
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(4);
    await job.stop();
  });

  it('never starts a run while one is under way; a tick meanwhile answers that run', async () => {
    let finish!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = startPeriodic({ everyMs: 1_000, run, failed: () => {} });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    let answered = false;
    void job.tick().then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    finish();
    await settle();
    expect(answered).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await job.stop();
  });

  it('hands a failure to `failed` and runs again at the next tick', async () => {
    const failures: unknown[] = [];
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const job = startPeriodic({ everyMs: 1_000, run, failed: (err) => failures.push(err) });
    await settle();
    expect(failures.map((e) => (e as Error).message)).toEqual(['database away']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(failures).toHaveLength(1);
    await job.stop();
  });

  it('stop waits for the run under way and no run starts after it', async () => {
    let finish!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = startPeriodic({ everyMs: 1_000, run, failed: () => {} });
    await settle();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    await job.tick();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
