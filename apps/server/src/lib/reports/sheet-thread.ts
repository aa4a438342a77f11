import { Worker } from 'node:worker_threads';
import { workerEntry } from '../worker-pool.ts';
import type { ReportStreamWriter, StreamColumn } from './report.ts';
import type { SheetAnswer, SheetRequest } from './sheet-protocol.ts';
import { ZipTooLargeError } from './zip-writer.ts';

// XLSX and CSV files are written by one worker thread (sheet-worker.ts) while the main thread reads the
// next batch: building a sheet's XML and handing it to zlib took some 150 ms of the main thread for
// 10,000 rows, time PGlite's queries (which run on the main thread) and other users' requests need.
// One worker serves every export of the process; it starts with the first and stays, idle, unref'd.

/** Batches a file may have on their way to the worker before `write` waits for the oldest. */
const IN_FLIGHT = 2;

type Waiting = { resolve: (bytes: ArrayBuffer | undefined) => void; reject: (err: Error) => void };

let worker: Worker | null = null;
let nextFile = 1;
/** Each open file's requests still unanswered, oldest first. */
const waiting = new Map<number, Waiting[]>();

const errorOf = (answer: Extract<SheetAnswer, { ok: false }>) =>
  answer.name === 'ZipTooLargeError' ? new ZipTooLargeError(answer.error) : new Error(`sheet worker: ${answer.error}`);

/** Every file under way fails with `err`; the next file starts a new worker. */
function lose(err: Error) {
  worker = null;
  const files = [...waiting.values()];
  waiting.clear();
  for (const queue of files) for (const w of queue) w.reject(err);
}

function sheetWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(workerEntry(import.meta.url, 'sheet-worker.js'), {
    // Nothing of the parent's command line (its loaders, its inspector port); a young generation
    // like the server's own (npm start's --max-semi-space-size=4), and a ceiling on the rest.
    execArgv: [],
    resourceLimits: { maxYoungGenerationSizeMb: 12, maxOldGenerationSizeMb: 256 },
  });
  started.on('message', (answer: SheetAnswer) => {
    const queue = waiting.get(answer.file);
    const next = queue?.shift();
    if (!next) return;
    if (answer.ok) next.resolve(answer.bytes);
    else next.reject(errorOf(answer));
  });
  started.on('error', (err) => {
    if (worker === started) lose(err);
  });
  started.on('exit', (code) => {
    if (worker === started) lose(new Error(`sheet worker exited with code ${code}`));
  });
  started.unref();
  worker = started;
  return started;
}

/**
 * Posts a request of `file` and returns the promise of its answer. Throws at once when the request
 * is not plain data (the caller's bug: the worker never saw it).
 */
function ask(file: number, request: SheetRequest): Promise<ArrayBuffer | undefined> {
  const queue = waiting.get(file);
  // Its worker ended meanwhile (every file under way failed with it).
  if (!queue) return Promise.reject(new Error('sheet worker: the file was lost with its worker'));
  sheetWorker().postMessage(request, []);
  return new Promise((resolve, reject) => queue.push({ resolve, reject }));
}

/** The worker keeps the process alive while a file is under way, and not when idle. */
function settle(file: number) {
  waiting.delete(file);
  if (waiting.size === 0) worker?.unref();
}

/** A file given up before its end: the worker forgets it. */
function drop(file: number) {
  if (!waiting.has(file)) return;
  settle(file);
  worker?.postMessage({ file, op: 'drop' } satisfies SheetRequest, []);
}

/** Its writer dropped without `finish` (the export failed while reading): the file goes too. */
const abandoned = new FinalizationRegistry<number>(drop);

/** A file of `columns`, its rows written by the sheet worker; `finish` returns the file. */
async function threadWriter(format: 'xlsx' | 'csv', columns: readonly StreamColumn[], sheetName: string): Promise<ReportStreamWriter> {
  const file = nextFile++;
  waiting.set(file, []);
  sheetWorker().ref();
  let failure: Error | null = null;
  const inFlight: Promise<unknown>[] = [];
  // Every answer is awaited or has its failure kept: none is left unhandled.
  const track = (p: Promise<unknown>) => {
    const kept = p.catch((err: Error) => {
      failure ??= err;
    });
    inFlight.push(kept);
  };
  const check = () => {
    if (!failure) return;
    drop(file);
    throw failure;
  };
  try {
    await ask(file, { file, op: 'open', format, columns, sheetName });
  } catch (err) {
    settle(file);
    throw err;
  }
  const writer: ReportStreamWriter = {
    async write(rows) {
      check();
      if (!rows.length) return;
      try {
        track(ask(file, { file, op: 'write', rows }));
      } catch (err) {
        failure = err as Error;
        check();
      }
      while (inFlight.length > IN_FLIGHT) await inFlight.shift();
      check();
    },
    async finish(totals) {
      check();
      const done = ask(file, { file, op: 'finish', totals });
      // Handled now, awaited below: its failure must not go unhandled while the writes settle.
      done.catch(() => {});
      try {
        await Promise.all(inFlight.splice(0));
        const bytes = await done;
        check();
        return Buffer.from(bytes!);
      } finally {
        settle(file);
        abandoned.unregister(writer);
      }
    },
  };
  abandoned.register(writer, file, writer);
  return writer;
}

export const xlsxThreadWriter = (columns: readonly StreamColumn[], sheetName: string) => threadWriter('xlsx', columns, sheetName);
export const csvThreadWriter = (columns: readonly StreamColumn[]) => threadWriter('csv', columns, '');

/** Ends the worker: the files under way fail; the next file starts a new one. */
export async function stopSheetWorker(): Promise<void> {
  const ending = worker;
  if (!ending) return;
  lose(new Error('sheet worker stopped'));
  await ending.terminate();
}
