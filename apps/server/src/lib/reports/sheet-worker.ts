import { parentPort } from 'node:worker_threads';
import { yieldToMainThread } from '../worker-loop.ts';
import type { ReportStreamWriter } from './report.ts';
import type { SheetAnswer, SheetRequest } from './sheet-protocol.ts';
import { csvFileWriter } from './csv-file.ts';
import { xlsxFileWriter } from './xlsx-file.ts';

// The sheet worker (sheet-thread.ts): writes the XLSX and CSV files of every export, several at a time,
// each request of a file in its turn.

yieldToMainThread();
const port = parentPort!;
type Failure = { error: string; name: string };
/** Each open file: its writer once opened, the end of its chain of requests, its failure if any. */
type OpenFile = { writer?: ReportStreamWriter; chain: Promise<void>; failed?: Failure };
const files = new Map<number, OpenFile>();

async function handle(request: Exclude<SheetRequest, { op: 'drop' }>, file: OpenFile): Promise<ArrayBuffer | undefined> {
  if (request.op === 'open') {
    file.writer = request.format === 'csv' ? csvFileWriter(request.columns) : await xlsxFileWriter(request.columns, request.sheetName);
    return undefined;
  }
  if (!file.writer) throw new Error('sheet not opened');
  if (request.op === 'write') {
    await file.writer.write(request.rows);
    return undefined;
  }
  const body = await file.writer.finish(request.totals);
  // Memory of its own, so that it moves to the main thread rather than being copied.
  return (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body.buffer : new Uint8Array(body).buffer) as ArrayBuffer;
}

port.on('message', (request: SheetRequest) => {
  if (request.op === 'drop') {
    files.delete(request.file);
    return;
  }
  let file = files.get(request.file);
  if (!file) files.set(request.file, (file = { chain: Promise.resolve() }));
  const state = file;
  state.chain = state.chain.then(async () => {
    let answer: SheetAnswer;
    try {
      // A file that failed fails every later request the same way.
      if (state.failed) throw Object.assign(new Error(state.failed.error), { name: state.failed.name });
      const bytes = await handle(request, state);
      answer = { file: request.file, ok: true, ...(bytes ? { bytes } : {}) };
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      state.failed = { error: e.message, name: e.name };
      answer = { file: request.file, ok: false, ...state.failed };
    }
    if (request.op === 'finish') files.delete(request.file);
    port.postMessage(answer, answer.ok && answer.bytes ? [answer.bytes] : []);
  });
});
