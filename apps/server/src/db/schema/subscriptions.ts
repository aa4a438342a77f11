import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentAnomaly } from '@despacha/domain/billing/payment-anomalies';
import { users } from './auth.ts';
import { agencies } from './platform.ts';

/**
 * History of plan/status changes of a client (spec §3). The client may be deleted later:
 * the row stays and the history reads 'Cliente não encontrado'.
 */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    oldPlan: text('old_plan'),
    newPlan: text('new_plan'),
    oldStatus: text('old_status'),
    newStatus: text('new_status'),
    changeType: text('change_type').notNull(),
    changeReason: text('change_reason'),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (c) => [
    index('subscription_changes_recent_idx').on(c.createdAt),
    index('subscription_changes_agency_idx').on(c.agencyId, c.createdAt),
    check('subscription_changes_type_check', sql`${c.changeType} in ('upgrade','downgrade','status_change','other')`),
  ],
);

/** Invoice numbers run across the whole platform (issue 14), not per agency. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

/** What a client is charged each period; billing figures are computed from these rows. */
/**
 * paymentAnomalies of packages/domain as the list the checks state (payments and invoices); a
 * constant, since drizzle-kit reads this file without the workspace packages. The billing webhook
 * test inserts every kind, so a kind added there and not here fails it.
 */
export const ANOMALY_SQL_LIST = `'overpaid','underpaid','paid_before_issue','paid_in_future'`;

export const invoices = pgTable(
  'invoices',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    id: uuid('id').notNull().defaultRandom(),
    planId: text('plan_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    status: text('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Platform-wide, shown to people; from invoice_number_seq. */
    number: integer('number')
      .notNull()
      .default(sql`nextval('invoice_number_seq')`),
    /** The period billed, [start, end] inclusive; null on invoices older than issue 14. */
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    // What the amount was made of, snapshotted at issue: later plan price changes do not reach it.
    planPriceCents: integer('plan_price_cents').notNull().default(0),
    baseUsers: integer('base_users').notNull().default(0),
    additionalUsers: integer('additional_users').notNull().default(0),
    additionalUserPriceCents: integer('additional_user_price_cents').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * What its payments carried that does not fit it (decision 050), kept with the payment in one
     * transaction so Faturamento reads and filters it without going through the payments.
     */
    anomalies: text('anomalies')
      .array()
      .$type<PaymentAnomaly[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (i) => [
    primaryKey({ columns: [i.agencyId, i.id] }),
    uniqueIndex('invoices_number_uq').on(i.number),
    // One live invoice per agency and period: a job run twice cannot bill twice.
    uniqueIndex('invoices_period_uq')
      .on(i.agencyId, i.periodStart)
      .where(sql`${i.periodStart} is not null and ${i.status} <> 'cancelled'`),
    index('invoices_due_idx').on(i.agencyId, i.dueOn),
    index('invoices_status_idx').on(i.status, i.dueOn),
    // Assinaturas → Faturas (newest first): the first 500 by index.
    index('invoices_issued_created_idx').on(i.issuedOn, i.createdAt),
    // Faturamento → Faturas (default order: issued, then number): a page by index.
    index('invoices_issued_number_idx').on(i.issuedOn, i.number),
    check('invoices_status_check', sql`${i.status} in ('paid','pending','overdue','cancelled','draft')`),
    check('invoices_anomalies_check', sql`${i.anomalies} <@ array[${sql.raw(ANOMALY_SQL_LIST)}]::text[]`),
    // Faturamento → Faturas → Divergências: the few flagged invoices by index. The list's filter
    // writes the same constant condition (a bound value would not reach a partial index).
    index('invoices_flagged_idx')
      .on(i.issuedOn, i.number)
      .where(sql`cardinality(${i.anomalies}) > 0`),
  ],
);

/**
 * Clients per status and plan with their additional users, kept by statement-level triggers on
 * agencies (migration 0026, decision 044): the admin dashboard's client counts and MRR read a
 * few rows instead of every agency.
 */
export const agencyPlanCounts = pgTable(
  'agency_plan_counts',
  {
    status: text('status').notNull(),
    planId: text('plan_id').notNull(),
    agencies: integer('agencies').notNull().default(0),
    additionalUsers: integer('additional_users').notNull().default(0),
  },
  (c) => [primaryKey({ columns: [c.status, c.planId] })],
);
