import { Worker } from 'node:worker_threads';
import type { ReaderAnswer, ReaderOutcome } from './worker.ts';

// pdf.js parses a PDF synchronously: on the main thread a heavy or hostile file would stop every
// request of every agency. PDFs are read by a worker thread instead, each with a time limit; a
// worker over the limit (or out of its heap) is terminated and the next PDF gets a fresh one.

export type ReaderPoolOptions = { size?: number; timeLimitMs?: number; maxQueue?: number; maxHeapMb?: number };
/** A PDF that took too long or too much memory to read; or too many waiting for a worker. */
export class ReaderRefusal extends Error {
  constructor(readonly reason: 'too-slow' | 'busy') {
    super(reason);
  }
}

type Job = { data: Uint8Array; resolve: (o: ReaderOutcome) => void; reject: (e: Error) => void; waitTimer?: NodeJS.Timeout };
type Slot = { worker: Worker; ready: boolean; job: Job | null; timer?: NodeJS.Timeout };

// Compiled (scripts/build-server.mjs), the worker is a file of its own beside the bundle.
const workerFile = import.meta.url.endsWith('.ts') ? new URL('./worker-boot.mjs', import.meta.url) : new URL('./document-reader-worker.js', import.meta.url);

export class ReaderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;
  private readonly size: number;
  private readonly timeLimitMs: number;
  private readonly maxQueue: number;
  private readonly maxHeapMb: number;

  /** One worker by default: a clerk reads one document at a time, and one core stays with HTTP. */
  constructor(o: ReaderPoolOptions = {}) {
    this.size = o.size ?? 1;
    this.timeLimitMs = o.timeLimitMs ?? 15_000;
    this.maxQueue = o.maxQueue ?? 8;
    this.maxHeapMb = o.maxHeapMb ?? 256;
  }

  read(data: Uint8Array): Promise<ReaderOutcome> {
    if (this.closed) return Promise.reject(new ReaderRefusal('busy'));
    return new Promise((resolve, reject) => {
      const job: Job = { data, resolve, reject };
      const idle = this.slots.find((s) => !s.job) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (idle) return this.start(idle, job);
      if (this.queue.length >= this.maxQueue) return reject(new ReaderRefusal('busy'));
      job.waitTimer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(job), 1);
        reject(new ReaderRefusal('busy'));
      }, this.timeLimitMs);
      this.queue.push(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.waitTimer);
      job.reject(new ReaderRefusal('busy'));
    }
    const slots = this.slots.splice(0);
    for (const slot of slots) this.finish(slot, new ReaderRefusal('busy'));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(workerFile, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb } });
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (answer: ReaderAnswer) => {
      if ('ready' in answer) {
        slot.ready = true;
        if (slot.job) this.armTimeLimit(slot);
      } else if (answer.ok) this.finish(slot, null, answer.outcome);
      else this.finish(slot, new Error(`reader worker: ${answer.error}`));
    });
    worker.on('error', (err) => this.replace(slot, (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ReaderRefusal('too-slow') : err));
    worker.on('exit', (code) => this.replace(slot, new Error(`reader worker exited with code ${code}`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job) {
    slot.job = job;
    slot.worker.ref();
    if (slot.ready) this.armTimeLimit(slot);
    // The bytes move to the worker (transferred, not copied): the request no longer needs them.
    const bytes = job.data.byteOffset === 0 && job.data.byteLength === job.data.buffer.byteLength ? job.data : new Uint8Array(job.data);
    slot.worker.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
  }

  /** The PDF's time is its own: a new worker's start (loading pdf.js) does not count. */
  private armTimeLimit(slot: Slot) {
    slot.timer = setTimeout(() => this.replace(slot, new ReaderRefusal('too-slow')), this.timeLimitMs);
  }

  private finish(slot: Slot, err: Error | null, outcome?: ReaderOutcome) {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    slot.worker.unref();
    if (job) {
      if (err) job.reject(err);
      else job.resolve(outcome!);
    }
    if (!this.closed && this.slots.includes(slot)) {
      const next = this.queue.shift();
      if (next) {
        clearTimeout(next.waitTimer);
        this.start(slot, next);
      }
    }
  }

  private replace(slot: Slot, err: Error) {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    this.finish(slot, err);
    const next = this.queue.shift();
    if (!this.closed && next) {
      clearTimeout(next.waitTimer);
      this.start(this.spawn(), next);
    }
  }
}
