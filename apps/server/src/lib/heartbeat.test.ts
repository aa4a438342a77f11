import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BEAT_EVERY_MS, isStale, keepBeating, STALE_AFTER_MS } from './heartbeat.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('a beat is stale past two minutes, or when there is none', () => {
  const now = Date.now();
  expect(STALE_AFTER_MS).toBe(120_000);
  expect(isStale(new Date(now - 119_000), now)).toBe(false);
  expect(isStale(new Date(now - 121_000), now)).toBe(true);
  expect(isStale(null, now)).toBe(true);
});

it('beats several times within the stale limit, says when the run was lost, and stops', async () => {
  let beats = 0;
  let running = true;
  const errors: unknown[] = [];
  const beat = keepBeating(
    async () => (beats++, running),
    (err) => errors.push(err),
  );
  await vi.advanceTimersByTimeAsync(STALE_AFTER_MS);
  expect(beats).toBe(STALE_AFTER_MS / BEAT_EVERY_MS);
  expect(beats).toBeGreaterThanOrEqual(4);
  expect(beat.lost).toBe(false);
  running = false;
  await vi.advanceTimersByTimeAsync(BEAT_EVERY_MS);
  expect(beat.lost).toBe(true);
  beat.stop();
  const stopped = beats;
  await vi.advanceTimersByTimeAsync(BEAT_EVERY_MS * 3);
  expect(beats).toBe(stopped);
  expect(errors).toEqual([]);
});

it('a failed beat is reported and the next one tries again; the run is not taken as lost', async () => {
  let calls = 0;
  const errors: unknown[] = [];
  const beat = keepBeating(
    async () => {
      if (++calls === 1) throw new Error('connection lost');
      return true;
    },
    (err) => errors.push(err),
  );
  await vi.advanceTimersByTimeAsync(BEAT_EVERY_MS * 2);
  beat.stop();
  expect(calls).toBe(2);
  expect(errors).toHaveLength(1);
  expect(beat.lost).toBe(false);
});
