import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { services, tenantKey } from './registry.ts';

// A service's money as a ledger (issue 15, decision 025): what the customer paid and what the
// agency paid on the customer's behalf. Entries are never deleted: a mistake is voided with a
// reason, so the day's caixa can always be reconstructed. services.valor_pago_cents is the sum of
// the service's live payments, kept in the same transaction as every ledger write.

/** The columns every ledger record shares: service payments and expenses, origin commissions. */
export const ledgerEntry = () => ({
  ...tenantKey(),
  serviceId: uuid('service_id').notNull(),
  paidOn: date('paid_on').notNull(),
  method: text('method').notNull(),
  amountCents: integer('amount_cents').notNull(),
  note: text('note').notNull().default(''),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  voidedBy: text('voided_by').references(() => users.id, { onDelete: 'set null' }),
  voidReason: text('void_reason').notNull().default(''),
});

export const servicePayments = pgTable(
  'service_payments',
  {
    ...ledgerEntry(),
    /** Sequential per agency: the receipt's number. */
    number: integer('number').notNull(),
    /** Who took the money at the counter (a staff user of the agency). */
    receivedBy: text('received_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (p) => [
    primaryKey({ columns: [p.agencyId, p.id] }),
    foreignKey({ columns: [p.agencyId, p.serviceId], foreignColumns: [services.agencyId, services.id] }),
    uniqueIndex('service_payments_number_uq').on(p.agencyId, p.number),
    index('service_payments_service_idx').on(p.agencyId, p.serviceId),
    index('service_payments_paid_on_idx').on(p.agencyId, p.paidOn),
    // The platform-wide dashboard's month: live payments across agencies by day.
    index('service_payments_live_paid_on_idx')
      .on(p.paidOn)
      .where(sql`${p.voidedAt} is null`),
    check('service_payments_method_check', sql`${p.method} in ('pix','dinheiro','cartao','boleto','transferencia','nao_informado')`),
    check('service_payments_amount_check', sql`${p.amountCents} between 1 and 1000000000`),
  ],
);

export const serviceExpenses = pgTable(
  'service_expenses',
  {
    ...ledgerEntry(),
    /** taxa_detran (DUDA/DETRAN fees), cartorio, ipva_multas, placas, outro. */
    kind: text('kind').notNull(),
  },
  (e) => [
    primaryKey({ columns: [e.agencyId, e.id] }),
    foreignKey({ columns: [e.agencyId, e.serviceId], foreignColumns: [services.agencyId, services.id] }),
    index('service_expenses_service_idx').on(e.agencyId, e.serviceId),
    index('service_expenses_paid_on_idx').on(e.agencyId, e.paidOn),
    check('service_expenses_method_check', sql`${e.method} in ('pix','dinheiro','cartao','boleto','transferencia')`),
    check('service_expenses_kind_check', sql`${e.kind} in ('taxa_detran','cartorio','ipva_multas','placas','outro')`),
    check('service_expenses_amount_check', sql`${e.amountCents} between 1 and 1000000000`),
  ],
);

/**
 * A customer's credit given back (issue 35 §4, decision 059): money out of the caixa to the
 * customer, at most the service's credit when recorded. It lowers the service's valor pago as a
 * payment raises it, so the credit it refunds is gone and the balance stays 0.
 */
export const serviceRefunds = pgTable(
  'service_refunds',
  {
    ...ledgerEntry(),
    /** Sequential per agency, its own series: the "Recibo de devolução" number. */
    number: integer('number').notNull(),
  },
  (r) => [
    primaryKey({ columns: [r.agencyId, r.id] }),
    foreignKey({ columns: [r.agencyId, r.serviceId], foreignColumns: [services.agencyId, services.id] }),
    uniqueIndex('service_refunds_number_uq').on(r.agencyId, r.number),
    index('service_refunds_service_idx').on(r.agencyId, r.serviceId),
    index('service_refunds_paid_on_idx').on(r.agencyId, r.paidOn),
    check('service_refunds_method_check', sql`${r.method} in ('pix','dinheiro','cartao','boleto','transferencia')`),
    check('service_refunds_amount_check', sql`${r.amountCents} between 1 and 1000000000`),
  ],
);

/**
 * A customer's credit carried from one service to another open service of the same owner: one row,
 * both sides. The source's valor pago falls by the amount and the target's rises by it; no money
 * moves, so the caixa never reads this table. Voiding the row undoes both sides at once.
 */
export const serviceCreditTransfers = pgTable(
  'service_credit_transfers',
  {
    ...tenantKey(),
    fromServiceId: uuid('from_service_id').notNull(),
    toServiceId: uuid('to_service_id').notNull(),
    /** The day the credit was applied to the target. */
    paidOn: date('paid_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: text('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason').notNull().default(''),
  },
  (c) => [
    primaryKey({ columns: [c.agencyId, c.id] }),
    foreignKey({ columns: [c.agencyId, c.fromServiceId], foreignColumns: [services.agencyId, services.id] }),
    foreignKey({ columns: [c.agencyId, c.toServiceId], foreignColumns: [services.agencyId, services.id] }),
    index('service_credit_transfers_from_idx').on(c.agencyId, c.fromServiceId),
    index('service_credit_transfers_to_idx').on(c.agencyId, c.toServiceId),
    index('service_credit_transfers_paid_on_idx').on(c.agencyId, c.paidOn),
    check('service_credit_transfers_sides_check', sql`${c.fromServiceId} <> ${c.toServiceId}`),
    check('service_credit_transfers_amount_check', sql`${c.amountCents} between 1 and 1000000000`),
  ],
);
