// What this module exports for the other modules (lint: they import nothing else of it).
export { newServiceFee, seedServiceChecklist } from './new-service.ts';
export { catalogDefaults, currentYear, serviceTypeExists, verifiedDudaCodes } from './queries.ts';
