import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';

// The worker side of lib/worker-pool.ts: one job at a time, answered with its result or its error.
// Imported by the worker entries only (lib/pdf/worker.ts, modules/document-reading/worker.ts).

export type WorkerAnswer<Out> = { ready: true } | { ok: true; value: Out } | { ok: false; error: string };

/**
 * On Linux each thread has its own nice value: this one gives the CPU to the main thread (HTTP,
 * and PGlite on it) whenever both want it, so under load the workers slow down, not the requests.
 */
export function yieldToMainThread() {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(threadId, 10);
  } catch {
    // Not Linux: the worker keeps the main thread's priority.
  }
}

/**
 * Answers each job the pool posts with what `run` makes of it. Says it is ready once `loading`
 * (its libraries) settles: the pool's time limit counts from there, not from the worker's start.
 */
export async function serveJobs<In, Out>(run: (input: In) => Promise<Out>, loading?: Promise<unknown>): Promise<void> {
  yieldToMainThread();
  const port = parentPort!;
  const answer = async (input: In): Promise<WorkerAnswer<Out>> => {
    try {
      return { ok: true, value: await run(input) };
    } catch (err) {
      return { ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    }
  };
  // answer never rejects: a failed job is an answer too.
  port.on('message', (input: In) => void answer(input).then((a) => port.postMessage(a)));
  await loading;
  port.postMessage({ ready: true } satisfies WorkerAnswer<Out>);
}
