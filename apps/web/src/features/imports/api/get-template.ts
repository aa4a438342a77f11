import type { ImportTemplateKind } from '@despacha/domain/imports/field-keys';

/** An empty spreadsheet with the columns of one kind (or all of them): a plain link. */
export const importTemplateUrl = (kind: ImportTemplateKind) => `/api/imports/templates/${encodeURIComponent(kind)}`;
