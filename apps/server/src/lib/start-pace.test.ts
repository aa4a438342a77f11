import { expect, it } from 'vitest';
import { paceStart } from './start-pace.ts';

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

it('holds the event loop with one timer until the server listens, and lets go of it then', () => {
  const before = timers();
  const started = paceStart();
  expect(timers()).toBe(before + 1);
  started();
  expect(timers()).toBe(before);
});
