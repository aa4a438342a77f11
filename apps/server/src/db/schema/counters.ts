import { bigint, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
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
  /** Open services by the stages past DETRAN's door (decision 058): em andamento splits into these and "no DETRAN". */
  servicesInExigencia: integer('services_in_exigencia').notNull().default(0),
  servicesReady: integer('services_ready').notNull().default(0),
  /** What customers still owe: the sum of each service's positive saldo. */
  receivableCents: bigint('receivable_cents', { mode: 'number' }).notNull().default(0),
  /**
   * A new value whenever the agency's ledger or services change (triggers, migration 0054): the
   * dashboard's month money is computed once per stamp (decision 083), not at every request.
   */
  moneyStamp: uuid('money_stamp').notNull().defaultRandom(),
});

/**
 * Each day's live money in (payments) and out (expenses) per agency, kept by triggers on the
 * ledger (migration 0024, decision 044): the caixa's opening balance sums at most one row per
 * day of the agency's history instead of every ledger entry before the period.
 */
export const ledgerDays = pgTable(
  'ledger_days',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    inCents: bigint('in_cents', { mode: 'number' }).notNull().default(0),
    outCents: bigint('out_cents', { mode: 'number' }).notNull().default(0),
  },
  (d) => [primaryKey({ columns: [d.agencyId, d.day] })],
);
