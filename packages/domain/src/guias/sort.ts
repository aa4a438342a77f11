// The list's sort keys without zod: /guia-pl and /guia-geral read them from their URL at render,
// and zod loads only with a form (decision 009). contracts.ts re-exports them with the query schema.

/** The list's sortable columns (GET /api/guias?sort=&dir=); newest number first by default. */
export const guiaSortKeys = ['number', 'date', 'destination', 'count', 'status'] as const;
export type GuiaSortKey = (typeof guiaSortKeys)[number];
