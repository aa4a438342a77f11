// What this module exports for the other modules (lint: they import nothing else of it).
export { auditRegistration, snapshotRegistration } from './registration-audit.ts';
export { auditServiceChange } from './service-audit.ts';
