import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { serveJobs } from '../worker-loop.ts';
import { renderDocument } from './engine.ts';

// A PDF worker of pool.ts: one document at a time, answered with its bytes or its error.
// Loading pdfmake (the import above) takes a while; the pool's time limit starts after it.
await serveJobs((doc: TDocumentDefinitions) => renderDocument(doc));
