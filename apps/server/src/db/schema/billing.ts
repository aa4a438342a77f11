import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentAnomaly } from '@despacha/domain/billing/payment-anomalies';
import { users } from './auth.ts';
import { agencies } from './platform.ts';
import { ANOMALY_SQL_LIST, invoices } from './subscriptions.ts';

// Billing of the platform's own clients (issue 14): payments, reminders, job runs, settings.

/** A payment towards one invoice: recorded by an admin, or confirmed by the payment provider. */
export const payments = pgTable(
  'payments',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    id: uuid('id').notNull().defaultRandom(),
    invoiceId: uuid('invoice_id').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference').notNull().default(''),
    status: text('status').notNull().default('confirmed'),
    /** Set for provider events: (provider, event id) is unique, so a repeated webhook adds nothing. */
    provider: text('provider'),
    providerEventId: text('provider_event_id'),
    /**
     * What does not fit the invoice (decision 050): the figures above stay as reported, this names
     * the oddity for an administrator. Empty for nearly every payment.
     */
    anomalies: text('anomalies')
      .array()
      .$type<PaymentAnomaly[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The provider's paid moment exactly as its event said it (paid_on is its São Paulo day). */
    reportedPaidAt: timestamp('reported_paid_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (p) => [
    primaryKey({ columns: [p.agencyId, p.id] }),
    foreignKey({ columns: [p.agencyId, p.invoiceId], foreignColumns: [invoices.agencyId, invoices.id] }),
    index('payments_invoice_idx').on(p.agencyId, p.invoiceId),
    index('payments_paid_on_idx').on(p.paidOn),
    // Faturamento → Pagamentos: the newest page, in its order, by index.
    index('payments_paid_on_created_idx').on(p.paidOn, p.createdAt),
    uniqueIndex('payments_provider_event_uq')
      .on(p.provider, p.providerEventId)
      .where(sql`${p.providerEventId} is not null`),
    check('payments_method_check', sql`${p.method} in ('pix','boleto','cartao','transferencia')`),
    check('payments_status_check', sql`${p.status} in ('confirmed','processing','failed')`),
    check('payments_amount_check', sql`${p.amountCents} between 1 and 1000000000`),
    check('payments_anomalies_check', sql`${p.anomalies} <@ array[${sql.raw(ANOMALY_SQL_LIST)}]::text[]`),
  ],
);

/** Each reminder of an invoice goes out once (before due, on due, after due). */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    invoiceId: uuid('invoice_id').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (r) => [
    primaryKey({ columns: [r.agencyId, r.invoiceId, r.kind] }),
    foreignKey({ columns: [r.agencyId, r.invoiceId], foreignColumns: [invoices.agencyId, invoices.id] }),
  ],
);

/** A periodic job's run for one period (a day): the primary key makes it run once across processes. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    summary: jsonb('summary').$type<Record<string, number>>(),
  },
  (j) => [primaryKey({ columns: [j.job, j.period] })],
);

/** Platform settings, one JSON document per key (e.g. 'billing'), defaults in packages/domain. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payments of each month by method and status, kept by statement-level triggers on payments
 * (migration 0026, decision 044): Faturamento's revenue, the period summary and the payments'
 * count add a few rows per month instead of reading every payment of five years.
 */
export const paymentMonths = pgTable(
  'payment_months',
  {
    /** The first day of the month of paid_on. */
    month: date('month').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull(),
    payments: integer('payments').notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  },
  (m) => [primaryKey({ columns: [m.month, m.method, m.status] })],
);

/**
 * Invoices of each month of issue by status, kept by statement-level triggers on invoices
 * (migration 0026): the collection rate and the invoice list's total count a few rows per month.
 */
export const invoiceMonths = pgTable(
  'invoice_months',
  {
    /** The first day of the month of issued_on. */
    month: date('month').notNull(),
    status: text('status').notNull(),
    invoices: integer('invoices').notNull().default(0),
  },
  (m) => [primaryKey({ columns: [m.month, m.status] })],
);
