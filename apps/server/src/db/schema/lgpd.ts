import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { tenantKey } from './registry.ts';

// An agency's full export (issue 17 item 11, decision 036): a ZIP written in the background to
// the data folder; the row is its progress and who asked for it.
export const agencyExports = pgTable(
  'agency_exports',
  {
    ...tenantKey(),
    status: text('status').notNull().default('running'),
    rowsDone: integer('rows_done').notNull().default(0),
    /** Counted when the export starts: rows written later by the agency may pass it a little. */
    rowsTotal: integer('rows_total').notNull().default(0),
    filesDone: integer('files_done').notNull().default(0),
    filesTotal: integer('files_total').notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Beaten while the export is written (lib/heartbeat.ts): a stale one was cut short. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error').notNull().default(''),
  },
  (e) => [
    primaryKey({ columns: [e.agencyId, e.id] }),
    index('agency_exports_created_idx').on(e.agencyId, e.createdAt),
    check('agency_exports_status_check', sql`${e.status} in ('running','done','failed')`),
  ],
);
