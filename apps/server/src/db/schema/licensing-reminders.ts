import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { agencies } from './platform.ts';
import { quotes } from './quotes.ts';
import { owners, tenantKey, vehicles } from './registry.ts';

/**
 * A licensing reminder (issue 39 part 2, decision 066): one row per vehicle reminded, by e-mail
 * (by hand or the monthly run) or handed to WhatsApp, with the quote its link opens. The 15-day
 * rule reads (agency, owner, sent_at); the list's "último lembrete" (agency, vehicle, sent_at).
 */
export const licensingReminders = pgTable(
  'licensing_reminders',
  {
    ...tenantKey(),
    vehicleId: uuid('vehicle_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    channel: text('channel').notNull(),
    /** Sent by the monthly run rather than by a user. */
    automatic: boolean('automatic').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name').notNull().default(''),
    quoteId: uuid('quote_id').notNull(),
  },
  (r) => [
    primaryKey({ columns: [r.agencyId, r.id] }),
    foreignKey({ columns: [r.agencyId, r.vehicleId], foreignColumns: [vehicles.agencyId, vehicles.id] }).onDelete('cascade'),
    foreignKey({ columns: [r.agencyId, r.ownerId], foreignColumns: [owners.agencyId, owners.id] }).onDelete('cascade'),
    foreignKey({ columns: [r.agencyId, r.quoteId], foreignColumns: [quotes.agencyId, quotes.id] }),
    index('licensing_reminders_owner_idx').on(r.agencyId, r.ownerId, r.sentAt),
    index('licensing_reminders_vehicle_idx').on(r.agencyId, r.vehicleId, r.sentAt),
    index('licensing_reminders_quote_idx').on(r.agencyId, r.quoteId),
    check('licensing_reminders_channel_check', sql`${r.channel} in ('email','whatsapp')`),
  ],
);

/** The agency's reminder settings (one row per agency, absent = off, no honorários). */
export const licensingReminderSettings = pgTable(
  'licensing_reminder_settings',
  {
    agencyId: uuid('agency_id')
      .primaryKey()
      .references(() => agencies.id),
    autoMonthly: boolean('auto_monthly').notNull().default(false),
    honorariosCents: integer('honorarios_cents').notNull().default(0),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [check('licensing_reminder_settings_honorarios_check', sql`${s.honorariosCents} between 0 and 100000000`)],
);
