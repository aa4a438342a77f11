import { Worker, type TransferListItem } from 'node:worker_threads';
import type { WorkerAnswer } from './worker-loop.ts';

// Work that runs synchronously for long (pdfmake laying out a document, pdf.js parsing a PDF)
// would stop every request of every agency on the main thread. It runs in a few worker threads
// instead, each job with a time limit; a worker over the limit, crashed or out of heap is
// terminated and replaced. Used by lib/pdf/pool.ts and modules/document-reading/reader-pool.ts;
// the worker side of the exchange is lib/worker-loop.ts.

/** How much work a pool takes on; each user has its defaults, which its callers may override. */
export type WorkerPoolLimits = {
  /** Worker threads. */
  size: number;
  /** Time allowed per job, from the moment a ready worker takes it. */
  timeLimitMs: number;
  /** Jobs allowed to wait for a worker; more are refused at once. */
  maxQueue: number;
  /** Heap of each worker: a runaway job ends its worker, not the server. */
  maxHeapMb: number;
};

export type WorkerKind = {
  /** The worker's entry file (see workerEntry). */
  file: URL;
  /** Names the worker in errors ("PDF worker"). */
  name: string;
  /**
   * Replace a worker that was ready as soon as it ends, rather than with the next job: for workers
   * whose start is slow enough to be felt (pdfmake, ~0.5 s) and whose jobs come often.
   */
  replaceAtOnce?: boolean;
};

/**
 * The entry of a worker, given the `import.meta.url` of the module that starts it. Compiled
 * (scripts/build-server.mjs), the worker is a file of its own beside that bundle (`compiled`);
 * from the TypeScript sources (tests, dev), the `worker-boot.mjs` beside that module loads the
 * worker through tsx, since neither Node nor vitest applies its TypeScript loader to a worker.
 */
export const workerEntry = (moduleUrl: string, compiled: string) =>
  moduleUrl.endsWith('.ts') ? new URL('./worker-boot.mjs', moduleUrl) : new URL(`./${compiled}`, moduleUrl);

/**
 * A job the pool would not or could not finish: `busy`, too many waiting (or the pool closed);
 * `too-slow`, over its time limit or out of the worker's heap.
 */
export class WorkerRefusal extends Error {
  constructor(readonly reason: 'busy' | 'too-slow') {
    super(reason);
  }
}

type Job<In, Out> = { input: In; transfer?: TransferListItem[]; resolve: (out: Out) => void; reject: (err: Error) => void; waitTimer?: NodeJS.Timeout };
type Slot<In, Out> = { worker: Worker; ready: boolean; job: Job<In, Out> | null; timer?: NodeJS.Timeout };

export class WorkerPool<In, Out> {
  private readonly slots: Slot<In, Out>[] = [];
  private readonly queue: Job<In, Out>[] = [];
  private readonly workerFile: URL;
  private readonly name: string;
  private readonly size: number;
  private readonly timeLimitMs: number;
  private readonly maxQueue: number;
  private readonly maxHeapMb: number;
  private readonly replaceAtOnce: boolean;
  private closed = false;

  constructor(kind: WorkerKind, limits: Partial<WorkerPoolLimits>, defaults: WorkerPoolLimits) {
    this.workerFile = kind.file;
    this.name = kind.name;
    this.replaceAtOnce = kind.replaceAtOnce ?? false;
    this.size = limits.size ?? defaults.size;
    this.timeLimitMs = limits.timeLimitMs ?? defaults.timeLimitMs;
    this.maxQueue = limits.maxQueue ?? defaults.maxQueue;
    this.maxHeapMb = limits.maxHeapMb ?? defaults.maxHeapMb;
  }

  /** What a worker answers to `input` (plain data; `transfer` lists what moves rather than copies). */
  run(input: In, transfer?: TransferListItem[]): Promise<Out> {
    if (this.closed) return Promise.reject(new WorkerRefusal('busy'));
    return new Promise<Out>((resolve, reject) => {
      const job: Job<In, Out> = { input, transfer, resolve, reject };
      const idle = this.slots.find((s) => !s.job) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (idle) return this.start(idle, job);
      if (this.queue.length >= this.maxQueue) return reject(new WorkerRefusal('busy'));
      // Waiting longer than a whole job may take means the workers are saturated: say so.
      job.waitTimer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(job), 1);
        reject(new WorkerRefusal('busy'));
      }, this.timeLimitMs);
      this.queue.push(job);
    });
  }

  /** Ends every worker; jobs under way or waiting are refused. Later jobs are refused too. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.waitTimer);
      job.reject(new WorkerRefusal('busy'));
    }
    const slots = this.slots.splice(0);
    for (const slot of slots) this.finish(slot, new WorkerRefusal('busy'));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot<In, Out> {
    const worker = new Worker(this.workerFile, {
      // Nothing of the parent's command line (its loaders, its inspector port).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    const slot: Slot<In, Out> = { worker, ready: false, job: null };
    worker.on('message', (answer: WorkerAnswer<Out>) => {
      if ('ready' in answer) {
        slot.ready = true;
        if (slot.job) this.armTimeLimit(slot);
      } else if (answer.ok) this.finish(slot, null, answer.value);
      else this.finish(slot, new Error(`${this.name}: ${answer.error}`));
    });
    // A crash or running out of heap: the job fails, a fresh worker takes the next one.
    worker.on('error', (err) => this.replace(slot, (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerRefusal('too-slow') : err));
    worker.on('exit', (code) => this.replace(slot, new Error(`${this.name} exited with code ${code}`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot<In, Out>, job: Job<In, Out>) {
    slot.job = job;
    // A worker at work keeps the process alive; an idle one does not (scripts and tests just end).
    slot.worker.ref();
    if (slot.ready) this.armTimeLimit(slot);
    try {
      slot.worker.postMessage(job.input, job.transfer);
    } catch (err) {
      // Not plain data (a function in it): a bug of the caller, the worker is fine.
      this.finish(slot, err as Error);
    }
  }

  /** The job's time is its own: a new worker's start (loading its libraries) does not count. */
  private armTimeLimit(slot: Slot<In, Out>) {
    slot.timer = setTimeout(() => this.replace(slot, new WorkerRefusal('too-slow')), this.timeLimitMs);
  }

  /** Settles the slot's job and hands the slot the next one waiting. */
  private finish(slot: Slot<In, Out>, err: Error | null, out?: Out) {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    slot.worker.unref();
    if (job) {
      if (err) job.reject(err);
      else job.resolve(out!);
    }
    if (!this.closed && this.slots.includes(slot)) this.next(slot);
  }

  private next(slot: Slot<In, Out>) {
    const job = this.queue.shift();
    if (!job) return;
    clearTimeout(job.waitTimer);
    this.start(slot, job);
  }

  /** Ends the slot's worker (over its time, crashed or gone) and puts a new one in its place. */
  private replace(slot: Slot<In, Out>, err: Error) {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    this.finish(slot, err);
    // A job waiting gets a new worker now. So does an emptied slot with `replaceAtOnce`, but not
    // when its worker never got ready: the new one would fail again, as fast as it can.
    if (!this.closed && ((this.replaceAtOnce && slot.ready) || this.queue.length > 0)) this.next(this.spawn());
  }
}
