import { serveJobs } from '../../lib/worker-loop.ts';
import { readA1 } from './certificate-read.ts';
import type { CertificateJob, CertificateRead } from './certificate-pool.ts';

// A certificate worker of certificate-pool.ts: one .pfx at a time, answered with its key and
// certificate or why not (wrong password, no key). node-forge loads with the import above.
await serveJobs(async ({ pfx, password }: CertificateJob): Promise<CertificateRead> =>
  readA1(Buffer.from(pfx.buffer, pfx.byteOffset, pfx.byteLength), password),
);
