// What this module exports for the other modules (lint: they import nothing else of it).
export { checklistOf, inspectionOf, movementsOf } from './queries.ts';
export { renderReceipt } from './receipt.ts';
