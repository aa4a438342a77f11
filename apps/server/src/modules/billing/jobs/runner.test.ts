import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { CATCH_UP_DAYS, runDaily, STALE_AFTER_MS } from './runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const noon = (day: string) => new Date(`${day}T15:00:00Z`);

describe('daily job runner', () => {
  it('a day whose work throws is released and runs again on the next attempt', async () => {
    const now = () => noon('2026-06-01');
    await expect(runDaily(t.db, 'flaky', now, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'flaky'))).toHaveLength(0);
    const done = await runDaily(t.db, 'flaky', now, async () => ({ ok: 1 }));
    expect(done).toEqual([{ day: '2026-06-01', summary: { ok: 1 } }]);
  });

  it('a run left unfinished (crashed process) is taken over only after the timeout', async () => {
    const started = noon('2026-06-01');
    await t.db.insert(jobRuns).values({ job: 'crashed', period: '2026-06-01', startedAt: started });
    const worked: string[] = [];
    const work = async (day: string) => (worked.push(day), {});
    expect(await runDaily(t.db, 'crashed', () => new Date(started.getTime() + STALE_AFTER_MS - 60_000), work)).toEqual([]);
    expect(worked).toEqual([]);
    const later = () => new Date(started.getTime() + STALE_AFTER_MS + 60_000);
    expect((await runDaily(t.db, 'crashed', later, work)).map((d) => d.day)).toEqual(['2026-06-01']);
    expect(worked).toEqual(['2026-06-01']);
  });

  it('catches up at most CATCH_UP_DAYS days after a long downtime', async () => {
    await t.db.insert(jobRuns).values({ job: 'long', period: '2026-01-01', startedAt: noon('2026-01-01'), finishedAt: noon('2026-01-01') });
    const done = await runDaily(
      t.db,
      'long',
      () => noon('2026-06-30'),
      async () => ({}),
    );
    expect(done).toHaveLength(CATCH_UP_DAYS);
    expect(done.at(-1)!.day).toBe('2026-06-30');
  });
});
