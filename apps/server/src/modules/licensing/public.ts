// What this module exports for the other modules (lint: they import nothing else of it).
export { calendarOf } from './calendar.ts';
export { finalCounts, finalsIn } from './segment-page.ts';
