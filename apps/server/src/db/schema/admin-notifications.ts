import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const adminNotificationKinds = [
  'new_client',
  'payment_failed',
  'invoice_overdue',
  'subscription_expiring',
  'system_alert',
  'weekly_summary',
  'monthly_summary',
] as const;
export type AdminNotificationKind = (typeof adminNotificationKinds)[number];

/**
 * One row per administrators' notification (decision 034): the insert that lands is the one process
 * that mails it, so a webhook retried, two processes or a restart never mail twice. The key names
 * what it is about (an agency, an invoice, an incident, a period such as 2026-W47 or 2026-11).
 * `skipped`: the switch was off when it happened, so nothing was sent and nothing will be.
 */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    kind: text('kind').$type<AdminNotificationKind>().notNull(),
    key: text('key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    skipped: boolean('skipped').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index('admin_notifications_claimed_at_idx').on(t.claimedAt),
    check(
      'admin_notifications_kind_check',
      sql`${t.kind} in ('new_client','payment_failed','invoice_overdue','subscription_expiring','system_alert','weekly_summary','monthly_summary')`,
    ),
  ],
);
