import { serveJobs } from '../../lib/worker-loop.ts';
import { extractLines, preloadPdfJs, UnreadablePdf } from './extract-lines.ts';
import { parseDocument, type ParseOutcome } from './parse-document.ts';

// A reader worker of reader-pool.ts: one PDF at a time, answered with what its text says.

export type ReaderOutcome = ParseOutcome | { kind: 'encrypted' } | { kind: 'malformed' };

async function read(data: Uint8Array): Promise<ReaderOutcome> {
  try {
    return parseDocument((await extractLines(data)).lines);
  } catch (err) {
    if (err instanceof UnreadablePdf) return { kind: err.reason };
    throw err;
  }
}

// pdf.js takes a while to load; the pool's time limit starts counting once it has.
await serveJobs(read, preloadPdfJs());
