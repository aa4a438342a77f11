import { WorkerPool, WorkerRefusal, workerEntry, type WorkerPoolLimits } from '../../lib/worker-pool.ts';
import type { ReaderOutcome } from './worker.ts';

// pdf.js parses a PDF synchronously: on the main thread a heavy or hostile file would stop every
// request of every agency. PDFs are read by a worker thread instead (lib/worker-pool.ts), each
// with a time limit; a worker over the limit (or out of its heap) is terminated and the next PDF
// gets a fresh one.

export type ReaderPoolOptions = Partial<WorkerPoolLimits>;

/** A PDF that took too long or too much memory to read (`too-slow`); or too many waiting (`busy`). */
export { WorkerRefusal as ReaderRefusal };

export class ReaderPool extends WorkerPool<Uint8Array, ReaderOutcome> {
  /** One worker by default: a clerk reads one document at a time, and one core stays with HTTP. */
  constructor(o: ReaderPoolOptions = {}) {
    super({ file: workerEntry(import.meta.url, 'document-reader-worker.js'), name: 'reader worker' }, o, {
      size: 1,
      timeLimitMs: 15_000,
      maxQueue: 8,
      maxHeapMb: 256,
    });
  }

  read(data: Uint8Array): Promise<ReaderOutcome> {
    // The bytes move to the worker (transferred, not copied): the request no longer needs them.
    // A view on part of a larger buffer (Node's pooled Buffers) is copied first, so only it moves.
    const bytes = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : new Uint8Array(data);
    return this.run(bytes, [bytes.buffer as ArrayBuffer]);
  }
}
