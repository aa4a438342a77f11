// What this module exports for the other modules (lint: they import nothing else of it).
export { assertCnpjFree } from './cnpj.ts';
export { agencyColumns, agencyFromColumns } from './queries.ts';
