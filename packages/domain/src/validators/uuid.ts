// A uuid as PostgreSQL's uuid type takes it: 32 hex digits grouped 8-4-4-4-12, of any version.
// zod's z.uuid() also demands an RFC 9562 version and variant, which ids written by other means
// (an import, a restored backup, the five-year world's generated rows) need not have: such a row
// must not be unreachable by its own id.
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
