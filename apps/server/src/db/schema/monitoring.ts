import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// Monitoramento (issue 17, decision 032). Platform tables: no agency owns them.

export const monitoringIncidents = pgTable(
  'monitoring_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull(),
    severity: text('severity').notNull(),
    /** The check that opened it (api, database, storage, email); null when registered by hand. */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note').notNull().default(''),
  },
  (t) => [
    index('monitoring_incidents_created_at_idx').on(t.createdAt),
    uniqueIndex('monitoring_incidents_open_source_uq')
      .on(t.source)
      .where(sql`${t.source} is not null and ${t.status} <> 'resolved'`),
    check('monitoring_incidents_type_check', sql`${t.type} in ('warning','info','resolved')`),
    check('monitoring_incidents_status_check', sql`${t.status} in ('investigating','scheduled','resolved')`),
    check('monitoring_incidents_severity_check', sql`${t.severity} in ('high','medium','low')`),
  ],
);

/** Request counts and latency buckets of one hour, route group and server process. */
export const monitoringHourly = pgTable(
  'monitoring_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    routeGroup: text('route_group').notNull(),
    instance: text('instance').notNull(),
    requests: integer('requests').notNull(),
    errors: integer('errors').notNull(),
    /** Counts per latency bucket (LATENCY_BUCKETS_MS in modules/monitoring/histograms.ts, last = over). */
    buckets: integer('buckets').array().notNull(),
    durationMsSum: doublePrecision('duration_ms_sum').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hour, t.routeGroup, t.instance] }),
    // Monitoramento: the 7-day chart reads only the whole server's rows ('*'), not every group's.
    index('monitoring_hourly_all_idx')
      .on(t.hour)
      .where(sql`${t.routeGroup} = '*'`),
  ],
);
