import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './platform.ts';
import { origins, services, tenantKey } from './registry.ts';
import { ledgerEntry } from './ledger.ts';

// Origem dos Serviços → Configurar and Comissões (issue 34 item 13). The checks hold the option
// values of packages/domain/src/commissions/options.ts and the ledger's payment methods: change
// both together.

/** An origin's contact and whether the agency pays or receives a commission for its services. */
export const originSettings = pgTable(
  'origin_settings',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    originId: uuid('origin_id').notNull(),
    contatoNome: text('contato_nome').notNull().default(''),
    contatoTelefone: text('contato_telefone').notNull().default(''),
    contatoEmail: text('contato_email').notNull().default(''),
    /** none, pay (the agency pays the origin) or receive (the origin pays the agency). */
    commissionDirection: text('commission_direction').notNull().default('none'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [
    primaryKey({ columns: [s.agencyId, s.originId] }),
    foreignKey({ columns: [s.agencyId, s.originId], foreignColumns: [origins.agencyId, origins.id] }),
    check('origin_settings_direction_check', sql`${s.commissionDirection} in ('none','pay','receive')`),
  ],
);

/** How a service's commission is computed: servico '' is the origin's default rule. */
export const originCommissionRules = pgTable(
  'origin_commission_rules',
  {
    ...tenantKey(),
    originId: uuid('origin_id').notNull(),
    servico: text('servico').notNull().default(''),
    mode: text('mode').notNull(),
    percentBp: integer('percent_bp').notNull().default(0),
    amountCents: integer('amount_cents').notNull().default(0),
  },
  (r) => [
    primaryKey({ columns: [r.agencyId, r.id] }),
    foreignKey({ columns: [r.agencyId, r.originId], foreignColumns: [origins.agencyId, origins.id] }),
    uniqueIndex('origin_commission_rules_type_uq').on(r.agencyId, r.originId, r.servico),
    check('origin_commission_rules_mode_check', sql`${r.mode} in ('percent','fixed')`),
    check('origin_commission_rules_percent_check', sql`${r.percentBp} between 0 and 10000`),
    check('origin_commission_rules_amount_check', sql`${r.amountCents} between 0 and 1000000000`),
  ],
);

/**
 * A commission settled with an origin for one service: the ledger's record, money out of the
 * caixa when the agency pays it, in when it receives it. Never deleted: a mistake is voided with
 * a reason (as service_payments), and the service's commission can then be settled again.
 */
export const commissionEntries = pgTable(
  'commission_entries',
  {
    ...ledgerEntry(),
    originId: uuid('origin_id').notNull(),
    direction: text('direction').notNull(),
  },
  (e) => [
    primaryKey({ columns: [e.agencyId, e.id] }),
    foreignKey({ columns: [e.agencyId, e.originId], foreignColumns: [origins.agencyId, origins.id] }),
    foreignKey({ columns: [e.agencyId, e.serviceId], foreignColumns: [services.agencyId, services.id] }),
    // One live commission per service: the settlement's guard, and the statement's lookup of each row's entry.
    uniqueIndex('commission_entries_live_service_uq')
      .on(e.agencyId, e.serviceId)
      .where(sql`${e.voidedAt} is null`),
    // The caixa's period, as service_payments_paid_on_idx.
    index('commission_entries_paid_on_idx').on(e.agencyId, e.paidOn),
    check('commission_entries_direction_check', sql`${e.direction} in ('pay','receive')`),
    check('commission_entries_method_check', sql`${e.method} in ('pix','dinheiro','cartao','boleto','transferencia')`),
    check('commission_entries_amount_check', sql`${e.amountCents} between 1 and 1000000000`),
  ],
);
