// The history's sort keys without zod: /solicitacoes reads them from its URL at render, and zod
// loads only with a form (decision 009). request-record.ts re-exports them with the query schema.

/** The history's sortable columns; the server maps each to one SQL expression (decision 019). */
export const requestSortKeys = ['title', 'placa', 'subject', 'createdAt', 'createdByName'] as const;
export type RequestSortKey = (typeof requestSortKeys)[number];
