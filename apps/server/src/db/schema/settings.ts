import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** One row per save of a Configurações tab: only the fields that changed, old and new values. */
export const platformSettingsHistory = pgTable(
  'platform_settings_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    changes: jsonb('changes').$type<{ field: string; from: unknown; to: unknown }[]>().notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_settings_history_changed_at_idx').on(t.changedAt)],
);
