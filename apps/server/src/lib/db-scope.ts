import { AsyncLocalStorage } from 'node:async_hooks';

// Row-level security on PostgreSQL (decision 074): every tenant table admits the application's
// agency role only to the rows of the agency its connection was given, and its platform role to
// every row. A request's scope rides in AsyncLocalStorage from the hook that knows the actor down
// to the pool checkout that gives it to the connection (db/scoped-pool.ts), so no query carries it.

/** Whose rows a connection may see: one agency's, the platform's (all), or none. */
export type DbScope = { kind: 'agency'; agencyId: string } | { kind: 'platform' } | { kind: 'none' };

export const PLATFORM_SCOPE: DbScope = Object.freeze({ kind: 'platform' });
export const NO_SCOPE: DbScope = Object.freeze({ kind: 'none' });

const storage = new AsyncLocalStorage<DbScope>();

/**
 * The scope of the work running now. Outside any request (the jobs, the boot, the seeds, tests
 * preparing rows) it is the platform's: that work crosses agencies by nature, and it is the one
 * path that does (decision 074).
 */
export const currentScope = (): DbScope => storage.getStore() ?? PLATFORM_SCOPE;

/** Runs `work` (and everything it starts) in a scope. */
export const inScope = <T>(scope: DbScope, work: () => T): T => storage.run(scope, work);

export const agencyScope = (agencyId: string): DbScope => ({ kind: 'agency', agencyId });

/** One key per distinct scope, to tell whether a connection already has it. */
export const scopeKey = (scope: DbScope): string => (scope.kind === 'agency' ? scope.agencyId : scope.kind);
