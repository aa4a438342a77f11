// The list's sort keys without zod: /licenciamentos reads them from its URL at render, and zod
// loads only with a form (decision 009). contracts.ts re-exports them with the query schema.

/** The list's sortable columns (GET /api/licensing?sort=&dir=); by default overdue first, then by due date. */
export const licensingSortKeys = ['situation', 'due', 'plate', 'owner'] as const;
export type LicensingSortKey = (typeof licensingSortKeys)[number];
