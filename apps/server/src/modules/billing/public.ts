// What this module exports for the other modules (lint: they import nothing else of it).
export { invoiceCounts } from './admin/kept-totals.ts';
export { periodSummary } from './admin/period-summary.ts';
export { billingSummary } from './admin/queries.ts';
export { startDailyTask } from './jobs/daily-task.ts';
export { claim as claimJobRun, runDaily } from './jobs/runner.ts';
export { brCodeSvg, pixConfigured } from './pix/charge.ts';
export { getBillingSettings, saveBillingSettings } from './settings.ts';
export { SIGNATURE_HEADER, signGeneric } from './webhook/generic-hmac.ts';
