import { nfseSettingsMessages as m } from '@despacha/domain/nfse/settings-messages';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_PASSWORD_MAX } from '@despacha/domain/nfse/settings';
import { HttpError } from '../../lib/http-error.ts';
import { WorkerPool, WorkerRefusal, workerEntry, type WorkerPoolLimits } from '../../lib/worker-pool.ts';
import type { A1Certificate, ReadFailure } from './certificate-read.ts';

// node-forge opens a .pfx in JavaScript, synchronously: its PKCS#12 key derivation and 3DES/AES
// take ~25-55 ms for a usual A1 (2048 iterations) and ~250 ms at 10,000, and the iteration count is
// the file's to choose. On the main thread that stops every request of every agency, so the file
// is read by a worker thread (lib/worker-pool.ts), with a time limit against a hostile count.

export type CertificateJob = { pfx: Uint8Array; password: string };
export type CertificateRead = A1Certificate | ReadFailure;

export class CertificatePool extends WorkerPool<CertificateJob, CertificateRead> {
  /** One worker: certificates are sent once a year per agency, and read again when a DPS is signed. */
  constructor(o: Partial<WorkerPoolLimits> = {}) {
    super({ file: workerEntry(import.meta.url, 'nfse-certificate-worker.js'), name: 'certificate worker' }, o, {
      size: 1,
      timeLimitMs: 5_000,
      maxQueue: 8,
      maxHeapMb: 128,
    });
  }

  read(pfx: Buffer, password: string): Promise<CertificateRead> {
    // The route bounds both; so does this, for any other caller: nothing larger reaches the worker.
    if (pfx.length > CERTIFICATE_MAX_BYTES || [...password].length > CERTIFICATE_PASSWORD_MAX) return Promise.resolve('wrong-password');
    // A copy of its own moves to the worker (transferred): the caller keeps its Buffer.
    const bytes = new Uint8Array(pfx);
    return this.run({ pfx: bytes, password }, [bytes.buffer as ArrayBuffer]);
  }
}

// Started with the first certificate read, so a server that reads none runs no worker.
let pool: CertificatePool | null = null;

/** Ends the certificate worker (the app does on close); a later read starts a new one. */
export async function closeCertificateWorkers(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}

/**
 * readA1 in the worker. Throws a 503 when too many wait, and a 400 in pt-BR when the file takes
 * longer than the time limit (or too much memory) to open.
 */
export async function readCertificate(pfx: Buffer, password: string): Promise<CertificateRead> {
  try {
    return await (pool ??= new CertificatePool()).read(pfx, password);
  } catch (err) {
    if (!(err instanceof WorkerRefusal)) throw err;
    if (err.reason === 'busy') throw new HttpError(503, 'NFSE_CERT_BUSY', m.certificateBusy);
    throw new HttpError(400, 'NFSE_CERT_TOO_SLOW', m.certificateTooSlow, { file: m.certificateTooSlow });
  }
}
