import { sql } from 'drizzle-orm';
import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { services, tenantKey } from './registry.ts';

/** A submitted DETRAN-RJ request form: its validated data as sent, kept for history and PDFs. */
export const requests = pgTable(
  'requests',
  {
    ...tenantKey(),
    /** One of the request types of packages/domain (contracts/requests/request-types.ts). */
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The plate in its Mercosul spelling (or '') so the history can be filtered by plate. */
    placa: text('placa').notNull().default(''),
    /** Who the request is about (owner, seller or requester name), shown in the history. */
    subject: text('subject').notNull().default(''),
    serviceId: uuid('service_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The submit's idempotency key while it answers replays (24 h, decision 018); then NULL. */
    idempotencyKey: text('idempotency_key'),
  },
  (r) => [
    primaryKey({ columns: [r.agencyId, r.id] }),
    foreignKey({ columns: [r.agencyId, r.serviceId], foreignColumns: [services.agencyId, services.id] }),
    index('requests_recent_idx').on(r.agencyId, r.createdAt),
    index('requests_type_idx').on(r.agencyId, r.type, r.createdAt),
    index('requests_placa_idx').on(r.agencyId, r.placa),
    uniqueIndex('requests_idempotency_key_idx')
      .on(r.agencyId, r.idempotencyKey)
      .where(sql`${r.idempotencyKey} is not null`),
  ],
);
