import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { services, tenantKey } from './registry.ts';

export type QuoteExtraRow = { label: string; cents: number };

/**
 * An orçamento (issue 19 item 3, decision 041). "expirado" is not stored: a quote still open past
 * valid_until reads as expired, so no job has to flip rows at midnight. `token_hash` is the SHA-256
 * of the shared link's token (null: not shared or revoked); `service_id` is set once converted.
 */
export const quotes = pgTable(
  'quotes',
  {
    ...tenantKey(),
    number: integer('number').notNull(),
    customerName: text('customer_name').notNull(),
    customerDocument: text('customer_document').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    plate: text('plate').notNull().default(''),
    serviceType: text('service_type').notNull(),
    /** Null: "a confirmar" (the catalog had no confirmed fee and none was typed); 0 is an exemption. */
    detranFeeCents: integer('detran_fee_cents'),
    honorariosCents: integer('honorarios_cents').notNull(),
    extras: jsonb('extras').$type<QuoteExtraRow[]>().notNull().default([]),
    extrasCents: integer('extras_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    validUntil: date('valid_until').notNull(),
    status: text('status').notNull().default('rascunho'),
    note: text('note').notNull().default(''),
    tokenHash: text('token_hash'),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    serviceId: uuid('service_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (q) => [
    primaryKey({ columns: [q.agencyId, q.id] }),
    foreignKey({ columns: [q.agencyId, q.serviceId], foreignColumns: [services.agencyId, services.id] }),
    uniqueIndex('quotes_number_uq').on(q.agencyId, q.number),
    uniqueIndex('quotes_token_hash_uq').on(q.tokenHash),
    uniqueIndex('quotes_service_uq').on(q.agencyId, q.serviceId),
    index('quotes_status_idx').on(q.agencyId, q.status, q.validUntil),
    check('quotes_status_check', sql`${q.status} in ('rascunho','enviado','aceito','recusado','convertido')`),
    check(
      'quotes_money_check',
      sql`${q.detranFeeCents} between 0 and 1000000000 and ${q.honorariosCents} between 0 and 1000000000 and ${q.extrasCents} between 0 and 1000000000 and ${q.totalCents} between 0 and 2000000000`,
    ),
    check('quotes_converted_check', sql`(${q.status} = 'convertido') = (${q.serviceId} is not null)`),
  ],
);
