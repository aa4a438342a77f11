import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfMessages } from '@despacha/domain/pdf-messages';
import { HttpError } from '../http-error.ts';
import type { WorkerAnswer } from './worker.ts';

// pdfmake lays a document out synchronously: on the main thread a slow document stops every
// request of every agency. Documents are rendered by a few worker threads instead, each job
// with a time limit; a worker over the limit is terminated and replaced.

export type PdfPoolOptions = {
  /** Worker threads. */
  size?: number;
  /** Render time allowed per document, from the moment a worker takes it. */
  timeLimitMs?: number;
  /** Documents allowed to wait for a worker; more are refused at once. */
  maxQueue?: number;
  /** Heap of each worker: a runaway document ends its worker, not the server. */
  maxHeapMb?: number;
};

/**
 * One core stays with the main thread (HTTP, and PGlite, which runs on it); at most two workers,
 * because documents are printed one at a time by clerks, a worker costs ~75 MB, and a third
 * would only let a burst of printing compete harder with the requests of everyone else.
 */
export const defaultPoolSize = () => Math.max(1, Math.min(2, os.availableParallelism() - 1));

const busy = () => new HttpError(503, 'PDF_BUSY', pdfMessages.busy);
const tooLarge = () => new HttpError(422, 'PDF_TOO_LARGE', pdfMessages.tooLarge);

type Job = { doc: TDocumentDefinitions; resolve: (pdf: Buffer) => void; reject: (err: Error) => void; waitTimer?: NodeJS.Timeout };
type Slot = { worker: Worker; ready: boolean; job: Job | null; timer?: NodeJS.Timeout };

// Compiled (scripts/build-server.mjs), the worker is a file of its own beside this bundle; from the
// TypeScript sources (tests, dev), a JavaScript entry loads it through tsx (see worker-boot.mjs).
const workerFile = import.meta.url.endsWith('.ts') ? new URL('./worker-boot.mjs', import.meta.url) : new URL('./pdf-worker.js', import.meta.url);

export class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly timeLimitMs: number;
  private readonly maxQueue: number;
  private readonly maxHeapMb: number;
  private closed = false;

  constructor(options: PdfPoolOptions = {}) {
    this.size = options.size ?? defaultPoolSize();
    this.timeLimitMs = options.timeLimitMs ?? 10_000;
    this.maxQueue = options.maxQueue ?? 16;
    this.maxHeapMb = options.maxHeapMb ?? 256;
  }

  /** The PDF of a document definition (plain data: no functions). */
  render(doc: TDocumentDefinitions): Promise<Buffer> {
    if (this.closed) return Promise.reject(busy());
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { doc, resolve, reject };
      const idle = this.slots.find((s) => !s.job) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (idle) return this.start(idle, job);
      if (this.queue.length >= this.maxQueue) return reject(busy());
      // Waiting longer than a whole render may take means the workers are saturated: say so.
      job.waitTimer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(job), 1);
        reject(busy());
      }, this.timeLimitMs);
      this.queue.push(job);
    });
  }

  /** Ends every worker; documents under way or waiting are refused. Later renders are refused too. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.waitTimer);
      job.reject(busy());
    }
    const slots = this.slots.splice(0);
    for (const slot of slots) this.finish(slot, busy());
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(workerFile, {
      // Nothing of the parent's command line (its loaders, its inspector port).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (answer: WorkerAnswer) => {
      if ('ready' in answer) {
        slot.ready = true;
        if (slot.job) this.armTimeLimit(slot);
      } else if (answer.ok) this.finish(slot, null, Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else this.finish(slot, new Error(`PDF worker: ${answer.error}`));
    });
    // A crash or running out of heap: the document fails, a fresh worker takes the next one.
    worker.on('error', (err) => this.replace(slot, (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : err));
    worker.on('exit', (code) => this.replace(slot, new Error(`PDF worker exited with code ${code}`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job) {
    slot.job = job;
    // A worker at work keeps the process alive; an idle one does not (scripts and tests just end).
    slot.worker.ref();
    if (slot.ready) this.armTimeLimit(slot);
    try {
      slot.worker.postMessage(job.doc);
    } catch (err) {
      // Not plain data (a function in the document): a bug of the caller, the worker is fine.
      this.finish(slot, err as Error);
    }
  }

  /** The document's time is its own: a new worker's start (~0.5 s) does not count. */
  private armTimeLimit(slot: Slot) {
    slot.timer = setTimeout(() => this.replace(slot, tooLarge()), this.timeLimitMs);
  }

  /** Settles the slot's job and hands the slot the next one waiting. */
  private finish(slot: Slot, err: Error | null, pdf?: Buffer) {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    slot.worker.unref();
    if (job) {
      if (err) job.reject(err);
      else job.resolve(pdf!);
    }
    if (!this.closed && this.slots.includes(slot)) this.next(slot);
  }

  private next(slot: Slot) {
    const job = this.queue.shift();
    if (!job) return;
    clearTimeout(job.waitTimer);
    this.start(slot, job);
  }

  /** Ends the slot's worker (over its time, crashed or gone) and puts a new one in its place. */
  private replace(slot: Slot, err: Error) {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    this.finish(slot, err);
    // Started now rather than with the next document: a worker takes ~0.5 s to load pdfmake. Not
    // when this one never got that far and nothing waits: it would fail again, as fast as it can.
    if (!this.closed && (slot.ready || this.queue.length > 0)) this.next(this.spawn());
  }
}
