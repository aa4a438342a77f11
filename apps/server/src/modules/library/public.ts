// What this module exports for the other modules (lint: they import nothing else of it).
export { loadAgency } from './load-context.ts';
export type { LibraryContext } from './load-context.ts';
export { renderLibraryItem } from './render-library-item.ts';
