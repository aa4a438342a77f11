// Entry of a PDF worker thread (pool.ts). Node 20 does not apply the `--import tsx` hooks of
// the process to a worker's entry file, and vitest's transform never reaches worker threads, so
// the worker registers tsx itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
