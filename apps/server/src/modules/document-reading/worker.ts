import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { extractLines, preloadPdfJs, UnreadablePdf } from './extract-lines.ts';
import { parseDocument, type ParseOutcome } from './parse-document.ts';

// A reader worker of reader-pool.ts: one PDF at a time, answered with what its text says.

export type ReaderOutcome = ParseOutcome | { kind: 'encrypted' } | { kind: 'malformed' };
export type ReaderAnswer = { ready: true } | { ok: true; outcome: ReaderOutcome } | { ok: false; error: string };

/** As the PDF workers do (lib/pdf/worker.ts): under load, reading slows down, not the requests. */
function yieldToMainThread() {
  try {
    os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 10);
  } catch {
    // Not Linux: the worker keeps the main thread's priority.
  }
}
yieldToMainThread();

async function read(data: Uint8Array): Promise<ReaderOutcome> {
  try {
    return parseDocument((await extractLines(data)).lines);
  } catch (err) {
    if (err instanceof UnreadablePdf) return { kind: err.reason };
    throw err;
  }
}

const port = parentPort!;
port.on('message', async (data: Uint8Array) => {
  let answer: ReaderAnswer;
  try {
    answer = { ok: true, outcome: await read(data) };
  } catch (err) {
    answer = { ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  port.postMessage(answer);
});
// pdf.js takes a while to load; the pool's time limit starts counting from here.
await preloadPdfJs();
port.postMessage({ ready: true } satisfies ReaderAnswer);
