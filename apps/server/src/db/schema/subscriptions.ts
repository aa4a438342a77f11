import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** What a client is charged each period; billing figures are computed from these rows. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (i) => [
    primaryKey({ columns: [i.agencyId, i.id] }),
    index('invoices_due_idx').on(i.agencyId, i.dueOn),
    index('invoices_status_idx').on(i.status, i.dueOn),
    check('invoices_status_check', sql`${i.status} in ('paid','pending','overdue','cancelled','draft')`),
  ],
);
