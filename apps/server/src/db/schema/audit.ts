import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (decision 035): who did what to which record, kept for the retention period.
 * Append-only (a trigger in migration 0016 refuses UPDATE/DELETE except for the retention job, and
 * since 0032 lets the LGPD anonymisation rewrite an event's texts: decision 051),
 * and without foreign keys so a deleted user or agency never rewrites its history.
 * agency_id null = a platform-level event (admin back office, anonymous sign-in failure).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: uuid('agency_id'),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_agency_idx').on(t.agencyId, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_events_created_at_idx').on(t.createdAt),
    check(
      'audit_events_action_check',
      sql`${t.action} in ('created','updated','viewed','exported','deleted','anonymised','signed_in','sign_in_failed','forbidden','admin_action')`,
    ),
  ],
);
