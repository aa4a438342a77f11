import { setImmediate } from 'node:timers/promises';

/** Lets the event loop serve what is waiting (I/O first, then timers) before going on. */
export const nextTurn = () => setImmediate();

/**
 * For CPU work done in one request's name, split in slices: `await slice()` between steps gives
 * the event loop a turn once `ms` of work has run since the last one, and costs nothing otherwise.
 */
export function timeSlices(ms = 10) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < ms) return;
    await nextTurn();
    since = performance.now();
  };
}
