import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { services, tenantKey } from './registry.ts';

/**
 * A DETRAN demand (exigência) on a service and its return (Retorno de Exigência). `items` are
 * checklist item values (service_documents.item): what was asked is tracked on the service's
 * checklist, so "received" has one source. Several per service over its life.
 */
export const exigencias = pgTable(
  'exigencias',
  {
    ...tenantKey(),
    serviceId: uuid('service_id').notNull(),
    demand: text('demand').notNull(),
    items: text('items')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    raisedOn: date('raised_on').notNull(),
    deadline: date('deadline'),
    responsibleId: text('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    returnedOn: date('returned_on'),
    returnNote: text('return_note').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    returnedBy: text('returned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (e) => [
    primaryKey({ columns: [e.agencyId, e.id] }),
    foreignKey({ columns: [e.agencyId, e.serviceId], foreignColumns: [services.agencyId, services.id] }).onDelete('cascade'),
    index('exigencias_service_idx').on(e.agencyId, e.serviceId, e.raisedOn),
    // The Retorno de Exigência queue (open, late, all): pages in its order, open ones first by deadline.
    index('exigencias_queue_order_idx').on(e.agencyId, sql`(${e.status} = 'open') desc`, e.deadline, e.raisedOn),
    // The queue's "devolvidas" filter: latest returned first.
    index('exigencias_returned_idx')
      .on(e.agencyId, e.returnedOn, e.createdAt, e.id)
      .where(sql`${e.status} = 'returned'`),
    check('exigencias_status_check', sql`${e.status} in ('open','returned')`),
    check('exigencias_returned_check', sql`(${e.status} = 'returned') = (${e.returnedOn} is not null)`),
  ],
);
