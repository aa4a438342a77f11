import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './platform.ts';
import { users } from './auth.ts';
import { services, tenantKey } from './registry.ts';

// Issue 37, decision 073: the NFS-e an agency issues from a service, and its DPS numbers.

/**
 * One DPS sent (or about to be sent) for a service's honorários, and the NFS-e it became. Stored
 * "pendente" with its number and signed XML before it is sent, so a retry resends the same DPS
 * (same Id) and never takes a new number. Values are snapshots: the NFS-e says what was declared.
 */
export const nfseDocuments = pgTable(
  'nfse_documents',
  {
    ...tenantKey(),
    serviceId: uuid('service_id').notNull(),
    series: text('series').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    /** TSIdDPS, 45 positions (decision 071). */
    dpsId: text('dps_id').notNull(),
    layout: text('layout').notNull(),
    status: text('status').notNull().default('pendente'),
    environment: text('environment').notNull(),
    signedDpsXml: text('signed_dps_xml').notNull(),
    /** The agency's honorários only: DETRAN fees are reimbursements (decision 071). */
    honorariosCents: integer('honorarios_cents').notNull(),
    tomadorName: text('tomador_name').notNull(),
    /** CPF (11) or CNPJ (14), digits. */
    tomadorDocument: text('tomador_document').notNull(),
    description: text('description').notNull(),
    competence: date('competence').notNull(),
    accessKey: text('access_key'),
    nfseNumber: text('nfse_number'),
    nfseXml: text('nfse_xml'),
    rejectionCode: text('rejection_code'),
    rejectionMessage: text('rejection_message'),
    /** Sends tried (the first included); the background retry stops at NFSE_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending DPS is tried again (backoff); null once it has an answer. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set while one process sends it (manual or job): no second sender until it passes (a crash frees it). */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelJustification: text('cancel_justification'),
    /** The authorised NFS-e this one replaces (decision 082), TSCodJustSubst and its description. */
    substitutesId: uuid('substitutes_id'),
    substitutionReason: text('substitution_reason'),
    substitutionJustification: text('substitution_justification'),
    /** Set on the replaced one when its substitute is authorised (status 'substituida', cancelled_at the day). */
    substitutedById: uuid('substituted_by_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name as it was, shown after the user is gone. */
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (d) => [
    primaryKey({ columns: [d.agencyId, d.id] }),
    foreignKey({ columns: [d.agencyId, d.serviceId], foreignColumns: [services.agencyId, services.id] }),
    foreignKey({ name: 'nfse_documents_substitutes_fk', columns: [d.agencyId, d.substitutesId], foreignColumns: [d.agencyId, d.id] }),
    foreignKey({ name: 'nfse_documents_substituted_by_fk', columns: [d.agencyId, d.substitutedById], foreignColumns: [d.agencyId, d.id] }),
    // The sequence never repeats a number; this says so to the database too.
    uniqueIndex('nfse_documents_number_uq').on(d.agencyId, d.series, d.number),
    uniqueIndex('nfse_documents_dps_uq').on(d.agencyId, d.dpsId),
    // At most one authorised and one pending NFS-e per service: the pending one beside an authorised
    // one can only be its substitute (decision 082). A second "Emitir" or "Substituir" is refused by
    // the service row's lock and, should anything slip past it, by this index.
    uniqueIndex('nfse_documents_live_uq')
      .on(d.agencyId, d.serviceId, d.status)
      .where(sql`${d.status} in ('pendente', 'autorizada')`),
    index('nfse_documents_service_idx').on(d.agencyId, d.serviceId, d.createdAt),
    // Notas fiscais (decision 075): a month of competência or of emission, and the month's ZIP.
    index('nfse_documents_competence_idx').on(d.agencyId, d.competence),
    index('nfse_documents_created_idx').on(d.agencyId, d.createdAt),
    // The retry job's due pendings, across agencies.
    index('nfse_documents_due_idx')
      .on(d.nextAttemptAt)
      .where(sql`${d.status} = 'pendente'`),
    check('nfse_documents_status_check', sql`${d.status} in ('pendente', 'autorizada', 'rejeitada', 'cancelada', 'substituida')`),
    check('nfse_documents_layout_check', sql`${d.layout} in ('1.00', '1.01')`),
    check('nfse_documents_environment_check', sql`${d.environment} in ('producao', 'homologacao')`),
    check('nfse_documents_series_check', sql`${d.series} ~ '^[0-9]{1,5}$'`),
    check('nfse_documents_number_check', sql`${d.number} between 1 and 999999999999999`),
    check('nfse_documents_dps_id_check', sql`${d.dpsId} ~ '^DPS[0-9]{42}$'`),
    check('nfse_documents_honorarios_check', sql`${d.honorariosCents} between 1 and 1000000000`),
    check('nfse_documents_tomador_check', sql`${d.tomadorDocument} ~ '^([0-9]{11}|[0-9]{14})$' and char_length(${d.tomadorName}) between 1 and 300`),
    check('nfse_documents_description_check', sql`char_length(${d.description}) between 1 and 2000`),
    check('nfse_documents_competence_check', sql`${d.competence} between '2000-01-01' and '2100-12-31'`),
    check('nfse_documents_access_key_check', sql`${d.accessKey} is null or ${d.accessKey} ~ '^[0-9]{50}$'`),
    check('nfse_documents_attempts_check', sql`${d.attempts} between 0 and 1000`),
    check(
      'nfse_documents_rejection_check',
      sql`char_length(coalesce(${d.rejectionCode}, '')) <= 40 and char_length(coalesce(${d.rejectionMessage}, '')) <= 2000`,
    ),
    check('nfse_documents_authorised_check', sql`${d.status} not in ('autorizada', 'cancelada', 'substituida') or ${d.accessKey} is not null`),
    check(
      'nfse_documents_substitution_check',
      sql`(${d.substitutesId} is null) = (${d.substitutionReason} is null) and (${d.substitutesId} is null) = (${d.substitutionJustification} is null)
        and coalesce(${d.substitutionReason}, '01') in ('01', '02', '03', '04', '05', '99')
        and char_length(coalesce(${d.substitutionJustification}, '123456789012345')) between 15 and 255`,
    ),
    check('nfse_documents_substituted_check', sql`(${d.status} = 'substituida') = (${d.substitutedById} is not null)`),
    check('nfse_documents_cancel_check', sql`${d.cancelJustification} is null or char_length(${d.cancelJustification}) between 15 and 255`),
  ],
);

/** The last DPS number taken per agency and series: an upsert returning it, inside the issuing transaction. */
export const nfseDpsSequences = pgTable(
  'nfse_dps_sequences',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    series: text('series').notNull(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (s) => [
    primaryKey({ columns: [s.agencyId, s.series] }),
    check('nfse_dps_sequences_number_check', sql`${s.lastNumber} between 1 and 999999999999999`),
    check('nfse_dps_sequences_series_check', sql`${s.series} ~ '^[0-9]{1,5}$'`),
  ],
);
