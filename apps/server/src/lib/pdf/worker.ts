import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderDocument } from './engine.ts';

// A PDF worker of pool.ts: one document at a time, answered with its bytes or its error.

/**
 * On Linux each thread has its own nice value: this one gives the CPU to the main thread (HTTP,
 * and PGlite on it) whenever both want it, so under load printing slows down, not the requests.
 */
function yieldToMainThread() {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(threadId, 10);
  } catch {
    // Not Linux: the worker keeps the main thread's priority.
  }
}
yieldToMainThread();

export type WorkerAnswer = { ready: true } | { ok: true; pdf: Uint8Array } | { ok: false; error: string };

const port = parentPort!;
port.on('message', async (doc: TDocumentDefinitions) => {
  let answer: WorkerAnswer;
  try {
    answer = { ok: true, pdf: await renderDocument(doc) };
  } catch (err) {
    answer = { ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  port.postMessage(answer);
});
// Loading pdfmake takes a while; the pool's time limit starts counting from here.
port.postMessage({ ready: true } satisfies WorkerAnswer);
