import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './platform.ts';
import { users } from './auth.ts';

// Issue 37 (decision 070): the agency's fiscal settings for the national NFS-e and its A1
// certificate. One row each per agency; absent = not configured yet.

export const nfseSettings = pgTable(
  'nfse_settings',
  {
    agencyId: uuid('agency_id')
      .primaryKey()
      .references(() => agencies.id),
    cnpj: text('cnpj').notNull(),
    inscricaoMunicipal: text('inscricao_municipal').notNull().default(''),
    municipioIbge: text('municipio_ibge').notNull(),
    regime: text('regime').notNull(),
    cTribNac: text('c_trib_nac').notNull(),
    nbs: text('nbs').notNull().default(''),
    /** Basis points (500 = 5,00%); null where no rate applies (MEI). */
    issRateBp: integer('iss_rate_bp'),
    series: text('series').notNull(),
    /** Staff may issue NFS-e as the dispatcher does (decision 075); off until the dispatcher says so. */
    staffMayIssue: boolean('staff_may_issue').notNull().default(false),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [
    check('nfse_settings_regime_check', sql`${s.regime} in ('mei', 'simples_nacional', 'lucro_presumido', 'lucro_real')`),
    check('nfse_settings_iss_rate_check', sql`${s.issRateBp} is null or ${s.issRateBp} between 200 and 500`),
  ],
);

/**
 * The A1 certificate: the .pfx and its password sealed together with AES-256-GCM under
 * NFSE_CERT_KEY (iv | tag | ciphertext, the agency id as associated data), plus what the screen
 * shows, read from the certificate when it was uploaded.
 */
export const nfseCertificates = pgTable('nfse_certificates', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id),
  /** Base64 text: the same on PGlite and node-postgres, whose bytea values differ in type. */
  sealedSecret: text('sealed_secret').notNull(),
  subject: text('subject').notNull(),
  cnpj: text('cnpj').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
