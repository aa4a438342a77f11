import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './platform.ts';
import { users } from './auth.ts';
import { owners, services, tenantKey } from './registry.ts';

// Issue 19 (decision 040): what the agency's customers see and receive about their service.

/** The agency's PIX for its customers and its switch for customer e-mails (one row per agency, absent = defaults). */
export const agencyCustomerSettings = pgTable('agency_customer_settings', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id),
  pixKey: text('pix_key').notNull().default(''),
  pixMerchantName: text('pix_merchant_name').notNull().default(''),
  pixMerchantCity: text('pix_merchant_city').notNull().default(''),
  notifyEmail: boolean('notify_email').notNull().default(true),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** LGPD: the owner's consent to be notified on a channel, when and by whom it was given or revoked. */
export const ownerConsents = pgTable(
  'owner_consents',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    ownerId: uuid('owner_id').notNull(),
    channel: text('channel').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedByName: text('granted_by_name').notNull().default(''),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedByName: text('revoked_by_name').notNull().default(''),
  },
  (c) => [
    primaryKey({ columns: [c.agencyId, c.ownerId, c.channel] }),
    foreignKey({ columns: [c.agencyId, c.ownerId], foreignColumns: [owners.agencyId, owners.id] }).onDelete('cascade'),
    check('owner_consents_channel_check', sql`${c.channel} in ('email')`),
  ],
);

/** A public link to a service's progress; only the token's SHA-256 is kept. */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    ...tenantKey(),
    serviceId: uuid('service_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** 'shared' by the dispatcher, or made for one customer e-mail. */
    purpose: text('purpose').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (l) => [
    primaryKey({ columns: [l.agencyId, l.id] }),
    foreignKey({ columns: [l.agencyId, l.serviceId], foreignColumns: [services.agencyId, services.id] }).onDelete('cascade'),
    uniqueIndex('tracking_links_token_hash_uq').on(l.tokenHash),
    index('tracking_links_service_idx').on(l.agencyId, l.serviceId),
    check('tracking_links_purpose_check', sql`${l.purpose} in ('shared','email')`),
  ],
);

/** One opening of a tracking page: no full IP address, a short user agent. */
export const trackingViews = pgTable(
  'tracking_views',
  {
    ...tenantKey(),
    linkId: uuid('link_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    ipPrefix: text('ip_prefix').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (v) => [
    primaryKey({ columns: [v.agencyId, v.id] }),
    foreignKey({ columns: [v.agencyId, v.linkId], foreignColumns: [trackingLinks.agencyId, trackingLinks.id] }).onDelete('cascade'),
    index('tracking_views_service_idx').on(v.agencyId, v.serviceId, v.viewedAt),
    index('tracking_views_link_idx').on(v.agencyId, v.linkId),
  ],
);

/** Customer e-mails queued in the transaction that moved the service, sent by the drain job. */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    ...tenantKey(),
    serviceId: uuid('service_id').notNull(),
    kind: text('kind').notNull(),
    position: text('position').notNull().default(''),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (n) => [
    primaryKey({ columns: [n.agencyId, n.id] }),
    foreignKey({ columns: [n.agencyId, n.serviceId], foreignColumns: [services.agencyId, services.id] }).onDelete('cascade'),
    index('customer_notifications_pending_idx')
      .on(n.createdAt)
      .where(sql`${n.status} = 'pending'`),
    index('customer_notifications_service_idx').on(n.agencyId, n.serviceId),
    check('customer_notifications_kind_check', sql`${n.kind} in ('movement','inspection')`),
    check('customer_notifications_status_check', sql`${n.status} in ('pending','sent','skipped','failed')`),
  ],
);
