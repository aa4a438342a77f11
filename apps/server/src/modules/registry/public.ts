// What this module exports for the other modules (lint: they import nothing else of it).
export { openExigencia, serviceInExigencia } from './in-exigencia.ts';
export { toOwner, toService, toVehicle } from './mappers.ts';
export { moveService } from './move-service.ts';
export { getOwner, getServiceRow, getVehicle } from './queries.ts';
export { searchRegistry } from './search-registry.ts';
