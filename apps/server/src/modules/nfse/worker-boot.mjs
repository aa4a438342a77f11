// Entry of a certificate worker thread (certificate-pool.ts) from the TypeScript sources (tests,
// dev): as lib/pdf/worker-boot.mjs does, it registers tsx before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./certificate-worker.ts');
