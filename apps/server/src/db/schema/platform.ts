import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';

// Reference table: the same for every agency.
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  baseUsers: integer('base_users').notNull(),
  additionalUserPriceCents: integer('additional_user_price_cents').notNull(),
  trialDays: integer('trial_days').notNull(),
  description: text('description').notNull().default(''),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The tenant itself ("cliente" in the admin UI). Its id is the agency_id of every tenant table.
export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    cnpj: text('cnpj').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status').notNull().default('active'),
    additionalUsers: integer('additional_users').notNull().default(0),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agencies_created_at_idx').on(t.createdAt),
    // Admin dashboard and Assinaturas → Trials: the clients in trial or suspended, few among thousands.
    index('agencies_trial_idx')
      .on(t.status, t.trialEndsAt)
      .where(sql`${t.status} in ('trial', 'suspended')`),
    check('agencies_status_check', sql`${t.status} in ('active','trial','suspended','cancelled','inactive')`),
  ],
);

// One row per signed-in user: role and agency. Created on first sign-in (spec §4).
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull().default('user'),
    agencyId: uuid('agency_id').references(() => agencies.id),
    phone: text('phone'),
    /** A deactivated user cannot sign in; their sessions are ended when deactivated. */
    active: boolean('active').notNull().default(true),
    /** Set for admin-created users with a temporary password: they choose their own first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_agency_id_idx').on(t.agencyId), check('profiles_role_check', sql`${t.role} in ('admin','dispatcher','user')`)],
);

// Mail that could not go out through SMTP (none configured) waits here; operators read it.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    link: text('link'),
    /** What the mail carried attached (name, type, size); the bytes are not kept (lib/mail.ts). */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; bytes: number }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

// Reference table: admin-managed select lists (spec §3 field options).
export const fieldOptions = pgTable(
  'field_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fieldName: text('field_name').notNull(),
    optionValue: text('option_value').notNull(),
    optionLabel: text('option_label').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A value identifies the option inside its field (registry records store the value).
  (o) => [index('field_options_order_idx').on(o.fieldName, o.displayOrder), uniqueIndex('field_options_value_uq').on(o.fieldName, o.optionValue)],
);
