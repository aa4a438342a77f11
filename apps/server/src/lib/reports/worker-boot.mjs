// Entry of the sheet worker thread (sheet-thread.ts) when the server runs from its TypeScript
// sources: Node 20 does not apply the process's `--import tsx` hooks to a worker's entry file, and
// vitest's transform never reaches worker threads, so the worker registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./sheet-worker.ts');
