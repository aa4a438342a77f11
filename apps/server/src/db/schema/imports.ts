import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { agencies } from './platform.ts';
import { tenantKey } from './registry.ts';

// Importar dados (issue 33 part 1, decision 060): an uploaded spreadsheet and what was done with
// it. The file waits in the data folder while the run is analysed and imported; the counts are
// the analysis's forecast until the import starts, then what the import did.
export const importRuns = pgTable(
  'import_runs',
  {
    ...tenantKey(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('uploaded'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<(string | null)[]>().notNull(),
    overwrite: boolean('overwrite').notNull().default(false),
    rowsTotal: integer('rows_total'),
    rowsDone: integer('rows_done').notNull().default(0),
    /** The file's line of the last row saved: a resumed import goes on after it. */
    lastLine: integer('last_line').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    message: text('message'),
    /** The analysis's first rows as they will be saved (ImportPreviewRow[]), shown again on return. */
    preview: jsonb('preview').$type<unknown[]>().notNull().default([]),
    /** The refused rows as XLSX, in storage, once the import has refused any. */
    errorKey: text('error_key'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** Written by the process running the analysis or import: a run whose beat stopped was cut short. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (r) => [
    primaryKey({ columns: [r.agencyId, r.id] }),
    index('import_runs_created_idx').on(r.agencyId, r.createdAt),
    index('import_runs_active_idx')
      .on(r.status)
      .where(sql`${r.status} in ('analysing','running')`),
    check('import_runs_status_check', sql`${r.status} in ('uploaded','analysing','ready','running','done','cancelled','failed')`),
  ],
);

/** A row the import refused and why, written with its batch so a resumed run keeps them. */
export const importRunErrors = pgTable(
  'import_run_errors',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    runId: uuid('run_id').notNull(),
    line: integer('line').notNull(),
    reason: text('reason').notNull(),
  },
  (e) => [primaryKey({ columns: [e.agencyId, e.runId, e.line] })],
);

/** The agency's column choices, by normalised header text, offered again for its next file. */
export const importMappings = pgTable('import_mappings', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id),
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
