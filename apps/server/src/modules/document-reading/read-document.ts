import type { FastifyBaseLogger } from 'fastify';
import { documentReadingMessages as m } from '@despacha/domain/contracts/document-reading/messages';
import type { ReadDocumentResponse } from '@despacha/domain/contracts/document-reading/read-document';
import { HttpError } from '../../lib/http-error.ts';
import { ReaderPool, ReaderRefusal } from './reader-pool.ts';

// Started with the first PDF read, so a server that reads none runs no worker.
let pool: ReaderPool | null = null;

/** Ends the reader worker (the app does on close); a later reading starts a new one. */
export async function closeReaderWorkers(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}

const refused = (status: number, code: string, message: string) => new HttpError(status, code, message, { file: message });

/** A PDF starts with "%PDF-" (readers allow some bytes before it, up to 1 kB). */
export const looksLikePdf = (data: Buffer) => data.subarray(0, 1024).includes('%PDF-');

/**
 * The fields of a CRLV-e or ATPV-e PDF, read by a worker thread. Whatever is wrong with the file
 * is the sender's to fix: each case answers 4xx with its pt-BR reason, never 500.
 */
export async function readVehicleDocument(data: Buffer, log: FastifyBaseLogger): Promise<ReadDocumentResponse> {
  if (!looksLikePdf(data)) throw refused(415, 'NOT_PDF', m.notPdf);
  let outcome;
  try {
    outcome = await (pool ??= new ReaderPool()).read(data);
  } catch (err) {
    if (err instanceof ReaderRefusal) {
      if (err.reason === 'busy') throw new HttpError(503, 'READER_BUSY', m.busy);
      throw refused(422, 'PDF_TOO_SLOW', m.tooSlow);
    }
    // pdf.js or the parser failed on this file: logged (without the file) and refused as unreadable.
    log.warn({ err }, 'reading a vehicle document failed');
    throw refused(400, 'PDF_MALFORMED', m.malformed);
  }
  switch (outcome.kind) {
    case 'read':
      return { kind: outcome.document, fields: outcome.fields };
    case 'no-text':
      throw refused(400, 'PDF_NO_TEXT', m.noText);
    case 'encrypted':
      throw refused(400, 'PDF_ENCRYPTED', m.encrypted);
    case 'malformed':
      throw refused(400, 'PDF_MALFORMED', m.malformed);
    case 'not-vehicle-document':
      throw refused(400, 'NOT_VEHICLE_DOCUMENT', m.notVehicleDocument);
  }
}
