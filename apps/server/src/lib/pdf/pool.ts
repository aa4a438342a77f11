import os from 'node:os';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfMessages } from '@despacha/domain/pdf-messages';
import { HttpError, tooLargeToExport } from '../http-error.ts';
import { WorkerPool, WorkerRefusal, workerEntry, type WorkerPoolLimits } from '../worker-pool.ts';

// pdfmake lays a document out synchronously: on the main thread a slow document stops every
// request of every agency. Documents are rendered by a few worker threads instead (worker-pool.ts),
// each with a time limit; a worker over the limit is terminated and replaced.

export type PdfPoolOptions = Partial<WorkerPoolLimits>;

/**
 * One core stays with the main thread (HTTP, and PGlite, which runs on it); at most two workers,
 * because documents are printed one at a time by clerks, a worker costs ~75 MB, and a third
 * would only let a burst of printing compete harder with the requests of everyone else.
 */
export const defaultPoolSize = () => Math.max(1, Math.min(2, os.availableParallelism() - 1));

const busy = () => new HttpError(503, 'PDF_BUSY', pdfMessages.busy);
const tooLarge = () => tooLargeToExport('PDF_TOO_LARGE', pdfMessages.tooLarge);

export class PdfPool extends WorkerPool<TDocumentDefinitions, Uint8Array> {
  constructor(options: PdfPoolOptions = {}) {
    // A worker takes ~0.5 s to load pdfmake: one that ends is replaced before the next document.
    super({ file: workerEntry(import.meta.url, 'pdf-worker.js'), name: 'PDF worker', replaceAtOnce: true }, options, {
      size: defaultPoolSize(),
      timeLimitMs: 10_000,
      maxQueue: 16,
      maxHeapMb: 256,
    });
  }

  /**
   * The PDF of a document definition (plain data: no functions). Refused as HttpErrors: 503 when
   * too many wait (or the pool is closed), 422 when the document takes too long or too much heap.
   */
  async render(doc: TDocumentDefinitions): Promise<Buffer> {
    try {
      const pdf = await this.run(doc);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } catch (err) {
      if (err instanceof WorkerRefusal) throw err.reason === 'busy' ? busy() : tooLarge();
      throw err;
    }
  }
}
