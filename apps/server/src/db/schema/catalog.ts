import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// Reference tables of the DETRAN-RJ service catalog, the same for every agency and kept by the
// platform admins. Keyed by the service type's option value (field_options 'service_type'), which
// is what a service stores; a type with no row here simply has an empty catalog.

/** Documents a new service of the type starts with, and its legal deadline where one exists. */
export const serviceCatalog = pgTable(
  'service_catalog',
  {
    serviceType: text('service_type').primaryKey(),
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    deadlineDays: integer('deadline_days'),
    deadlineBasis: text('deadline_basis').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (c) => [check('service_catalog_deadline_check', sql`${c.deadlineDays} is null or ${c.deadlineDays} between 1 and 3650`)],
);

/** DUDA codes of a type; an unverified one is "a confirmar" and never printed as fact. */
export const serviceCatalogDudaCodes = pgTable(
  'service_catalog_duda_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceType: text('service_type').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    verified: boolean('verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (d) => [uniqueIndex('service_catalog_duda_codes_uq').on(d.serviceType, d.code)],
);

/**
 * The DETRAN fee of a type in a calendar year (fees follow the UFIR-RJ and change yearly), with where
 * it was read and when. A fee counts (quotes, new services) only when `confirmed`; an unconfirmed row
 * is "a confirmar": no figure (`fee_cents` null) or one still to check (copied from last year).
 * Zero is a confirmed exemption, never an unknown fee.
 */
export const serviceCatalogFees = pgTable(
  'service_catalog_fees',
  {
    serviceType: text('service_type').notNull(),
    year: integer('year').notNull(),
    feeCents: integer('fee_cents'),
    confirmed: boolean('confirmed').notNull().default(true),
    source: text('source').notNull().default(''),
    checkedOn: date('checked_on'),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (f) => [
    primaryKey({ columns: [f.serviceType, f.year] }),
    check('service_catalog_fees_year_check', sql`${f.year} between 1990 and 2100`),
    check('service_catalog_fees_fee_check', sql`${f.feeCents} between 0 and 1000000000`),
    check('service_catalog_fees_confirmed_check', sql`not ${f.confirmed} or ${f.feeCents} is not null`),
  ],
);

/** Every change of a catalog fee: what it became (null fee: removed or "a confirmar"), who and when. */
export const serviceCatalogFeeHistory = pgTable(
  'service_catalog_fee_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceType: text('service_type').notNull(),
    year: integer('year').notNull(),
    /** set (typed by an admin), copy (copied from the year before), delete, seed (a migration). */
    action: text('action').notNull(),
    feeCents: integer('fee_cents'),
    confirmed: boolean('confirmed').notNull(),
    source: text('source').notNull().default(''),
    checkedOn: date('checked_on'),
    changedBy: text('changed_by'),
    changedByName: text('changed_by_name').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (h) => [
    index('service_catalog_fee_history_type_idx').on(h.serviceType, h.year, h.changedAt),
    check('service_catalog_fee_history_action_check', sql`${h.action} in ('set','copy','delete','seed')`),
  ],
);
