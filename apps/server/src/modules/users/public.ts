// What this module exports for the other modules (lint: they import nothing else of it).
export { createAgencyUser } from './create-user.ts';
export type { CreateUserDeps, CreatedUser } from './create-user.ts';
