import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { tenantKey } from './registry.ts';

// Every report an agency generated, on screen or to a file (issue 15, decision 026): who, when,
// which filters, how many rows. An export's file stays in storage so "baixar novamente" returns
// the very file made then, not a new one computed from today's data.
export const reportRuns = pgTable(
  'report_runs',
  {
    ...tenantKey(),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    /** The filters as parsed (ReportFilters): period always present, '' for "any". */
    filters: jsonb('filters').notNull(),
    /** pt-BR one-liner written when the run starts, so a renamed origin does not rewrite history. */
    filtersLabel: text('filters_label').notNull(),
    status: text('status').notNull().default('running'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowCount: integer('row_count').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was: the history still says who, after the user is renamed or removed. */
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Beaten while the export waits and is written (lib/heartbeat.ts): a stale one was cut short. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    sizeBytes: integer('size_bytes'),
    error: text('error').notNull().default(''),
  },
  (r) => [
    primaryKey({ columns: [r.agencyId, r.id] }),
    index('report_runs_created_idx').on(r.agencyId, r.createdAt),
    check('report_runs_kind_check', sql`${r.kind} in ('geral','dap','por-origem','0km')`),
    check('report_runs_format_check', sql`${r.format} in ('screen','pdf','xlsx','csv')`),
    check('report_runs_status_check', sql`${r.status} in ('running','done','failed')`),
  ],
);
