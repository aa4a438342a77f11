import { expect, it } from 'vitest';
import { createReadiness } from './readiness.ts';

/** A database whose ping the test answers: each call waits for `answer()` or `fail()`. */
function fakeDatabase() {
  const calls: { resolve: (ms: number) => void; reject: (err: Error) => void }[] = [];
  return {
    calls,
    ping: () => new Promise<number>((resolve, reject) => calls.push({ resolve, reject })),
    answer: () => calls.at(-1)!.resolve(1),
    fail: () => calls.at(-1)!.reject(new Error('connection refused')),
  };
}

it('polls share one select 1 a second, and a failure is kept as long', async () => {
  const db = fakeDatabase();
  let now = 0;
  const downs: unknown[] = [];
  const readiness = createReadiness(db, { now: () => now, onDown: (err) => downs.push(err) });

  const first = [readiness.check(), readiness.check(), readiness.check()];
  expect(db.calls).toHaveLength(1);
  db.answer();
  expect(await Promise.all(first)).toEqual([{ ready: true }, { ready: true }, { ready: true }]);

  now = 999;
  expect(await readiness.check()).toEqual({ ready: true });
  expect(db.calls).toHaveLength(1);

  now = 1000;
  const second = readiness.check();
  expect(db.calls).toHaveLength(2);
  db.fail();
  expect(await second).toEqual({ ready: false, reason: 'database' });
  now = 1500;
  expect(await readiness.check()).toEqual({ ready: false, reason: 'database' });
  expect(db.calls).toHaveLength(2);

  // Still down a second later: told once per outage, not once per poll.
  now = 2100;
  const third = readiness.check();
  db.fail();
  expect(await third).toEqual({ ready: false, reason: 'database' });
  expect(downs).toHaveLength(1);

  now = 3200;
  const fourth = readiness.check();
  db.answer();
  expect(await fourth).toEqual({ ready: true });
});

it('a database that does not answer within the timeout is not ready, and is not asked again meanwhile', async () => {
  const db = fakeDatabase();
  let now = 0;
  const readiness = createReadiness(db, { now: () => now, timeoutMs: 20 });
  expect(await readiness.check()).toEqual({ ready: false, reason: 'database' });
  expect(db.calls).toHaveLength(1);

  // The stuck select 1 is awaited again, not queued behind.
  now = 2000;
  expect(await readiness.check()).toEqual({ ready: false, reason: 'database' });
  expect(db.calls).toHaveLength(1);

  db.answer();
  await Promise.resolve();
  now = 4000;
  const next = readiness.check();
  expect(db.calls).toHaveLength(2);
  db.answer();
  expect(await next).toEqual({ ready: true });
});

it('draining answers at once, for good, without asking the database', async () => {
  const db = fakeDatabase();
  const readiness = createReadiness(db);
  const during = readiness.check();
  readiness.drain();
  expect(readiness.draining).toBe(true);
  db.answer();
  // A check that was waiting for the database when the drain began reports the drain.
  expect(await during).toEqual({ ready: false, reason: 'draining' });
  expect(await readiness.check()).toEqual({ ready: false, reason: 'draining' });
  expect(db.calls).toHaveLength(1);
});
