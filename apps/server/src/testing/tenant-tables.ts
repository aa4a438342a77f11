import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';

// The tenant tables, read from the schema: every table whose rows each belong to one agency (a
// required agency_id). Row-level security covers them (decision 074); the Citus plan distributes
// them (decision 063) and every statement an agency's request sends must filter them on agency_id.

const configs = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableConfig(table));

/** Tables with a required agency_id, sorted by name. */
export const tenantTables: string[] = configs
  .filter((config) => config.columns.some((column) => column.name === 'agency_id' && column.notNull))
  .map((config) => config.name)
  .sort();

/** Every table with an agency_id column, required or not (an unqualified agency_id may name one). */
export const tablesWithAgencyId: ReadonlySet<string> = new Set(
  configs.filter((config) => config.columns.some((column) => column.name === 'agency_id')).map((config) => config.name),
);
