import { bigint, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './platform.ts';

/**
 * Per-agency figures the dashboards show, kept up to date by statement-level triggers on owners
 * and services (migration 0024, decision 044) so that a dashboard reads one row instead of
 * counting a five-year registry on every request.
 */
export const agencyCounters = pgTable('agency_counters', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  owners: integer('owners').notNull().default(0),
  servicesPending: integer('services_pending').notNull().default(0),
  servicesInProgress: integer('services_in_progress').notNull().default(0),
  servicesCompleted: integer('services_completed').notNull().default(0),
  /** What customers still owe: the sum of each service's positive saldo. */
  receivableCents: bigint('receivable_cents', { mode: 'number' }).notNull().default(0),
});
