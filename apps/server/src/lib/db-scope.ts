// Row-level security on PostgreSQL (decision 074): every tenant table admits the application's
// agency role only to the rows of the agency its connection was given, and its platform role to
// every row. A request's handlers take `request.db`, a handle whose connections carry the scope the
// signed-in gate gave the request (plugins/db-scope.ts); everything else takes the platform's.

/** Whose rows a connection may see: one agency's, the platform's (all), or none. */
export type DbScope = { kind: 'agency'; agencyId: string } | { kind: 'platform' } | { kind: 'none' };

export const PLATFORM_SCOPE: DbScope = Object.freeze({ kind: 'platform' });
export const NO_SCOPE: DbScope = Object.freeze({ kind: 'none' });

export const agencyScope = (agencyId: string): DbScope => ({ kind: 'agency', agencyId });

/** One key per distinct scope, to tell whether a connection already has it. */
export const scopeKey = (scope: DbScope): string => (scope.kind === 'agency' ? scope.agencyId : scope.kind);
