import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { services, tenantKey } from './registry.ts';

// Guia PL / Guia Geral (issue 18, decision 039): the slip under which a batch of processes is
// filed at DETRAN in one trip. Numbered per agency and kind (Guia PL nº 12 and Guia Geral nº 12
// may both exist), a guia goes draft -> delivered -> returned and is never deleted once delivered.

export const guias = pgTable(
  'guias',
  {
    ...tenantKey(),
    kind: text('kind').notNull(),
    number: integer('number').notNull(),
    issuedOn: date('issued_on').notNull(),
    /** The DETRAN posto the processes are filed at. */
    destination: text('destination').notNull(),
    status: text('status').notNull().default('draft'),
    note: text('note').notNull().default(''),
    deliveredOn: date('delivered_on'),
    deliveredBy: text('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    returnedOn: date('returned_on'),
    returnedBy: text('returned_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (g) => [
    primaryKey({ columns: [g.agencyId, g.id] }),
    uniqueIndex('guias_number_uq').on(g.agencyId, g.kind, g.number),
    index('guias_issued_idx').on(g.agencyId, g.kind, g.issuedOn),
    check('guias_kind_check', sql`${g.kind} in ('pl','geral')`),
    check('guias_status_check', sql`${g.status} in ('draft','delivered','returned')`),
  ],
);

/**
 * The processes of a guia. `open` is true until the guia returns: the partial unique index keeps a
 * service in at most one open guia even when two guias are saved at once.
 */
export const guiaItems = pgTable(
  'guia_items',
  {
    agencyId: uuid('agency_id').notNull(),
    guiaId: uuid('guia_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    position: integer('position').notNull(),
    open: boolean('open').notNull().default(true),
    outcome: text('outcome'),
    outcomeNote: text('outcome_note').notNull().default(''),
  },
  (i) => [
    primaryKey({ columns: [i.agencyId, i.guiaId, i.serviceId] }),
    foreignKey({ columns: [i.agencyId, i.guiaId], foreignColumns: [guias.agencyId, guias.id] }).onDelete('cascade'),
    foreignKey({ columns: [i.agencyId, i.serviceId], foreignColumns: [services.agencyId, services.id] }),
    uniqueIndex('guia_items_open_service_uq')
      .on(i.agencyId, i.serviceId)
      .where(sql`${i.open}`),
    index('guia_items_service_idx').on(i.agencyId, i.serviceId),
    check('guia_items_outcome_check', sql`${i.outcome} is null or ${i.outcome} in ('pronto','exigencia')`),
  ],
);
