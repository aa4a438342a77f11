// What this module exports for the other modules (lint: they import nothing else of it).
export { calendarOf } from './calendar.ts';
export { finalCounts } from './segment-page.ts';
