// What an NFS-e of a service declares, read from the database (decision 073): the tomador is the
// service's owner, the value its honorários alone (DETRAN fees are reimbursements, decision 071),
// the agency's fiscal settings; and every reason it cannot be issued yet, in pt-BR.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { checkDpsInput, DpsInputError, type DpsInput } from '@despacha/domain/nfse/dps';
import { nfseIssueMessages as m } from '@despacha/domain/nfse/issue-messages';
import type { NfseRegime } from '@despacha/domain/nfse/settings';
import { isCnpj } from '@despacha/domain/validators/cnpj';
import { isCpf } from '@despacha/domain/validators/cpf';
import { formatBrDate } from '@despacha/domain/validators/date';
import { displayPlate } from '@despacha/domain/validators/plate';
import type { NfseSettings } from '@despacha/domain/nfse/contracts';
import type { Db } from '../../db/client.ts';
import { fieldOptions, nfseCertificates, nfseDocuments, owners, services, vehicles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import type { NfseEnvironment } from './issue-gateway.ts';
import { savedSettingsOf } from './settings.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

/** verAplic (TSVerAplic, up to 20 characters): the program that built the DPS. */
export const NFSE_APP_VERSION = 'Despacha 1.0';

export type ServiceForNfse = {
  id: string;
  number: number;
  honorariosCents: number;
  ownerName: string;
  /** The owner's CNPJ when it has one, else the CPF; digits only ('' when neither). */
  ownerDocument: string;
  plate: string;
  serviceLabel: string;
};

const digits = (v: string) => v.replace(/\D/g, '');

/**
 * The agency's service with its owner, or 404 alike for another agency's and for none. `lock`
 * (inside the issuing transaction) holds the service row: two "Emitir" of one service queue here.
 */
export async function serviceForNfse(db: Db, agencyId: string, serviceId: string, lock = false): Promise<ServiceForNfse> {
  if (!isUuid(serviceId)) throw notFound(m.serviceNotFound);
  const query = db
    .select({
      id: services.id,
      number: services.number,
      honorariosCents: services.honorariosCents,
      servico: services.servico,
      ownerName: owners.nome,
      cpf: owners.cpf,
      cnpj: owners.cnpj,
      plate: vehicles.placa,
    })
    .from(services)
    .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
    .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
    .where(and(eq(services.agencyId, agencyId), eq(services.id, serviceId)));
  const [row] = lock ? await query.for('update', { of: services }) : await query;
  if (!row) throw notFound(m.serviceNotFound);
  const [option] = await db
    .select({ label: fieldOptions.optionLabel })
    .from(fieldOptions)
    .where(and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, row.servico)));
  return {
    id: row.id,
    number: row.number,
    honorariosCents: row.honorariosCents,
    ownerName: row.ownerName.trim(),
    ownerDocument: digits(row.cnpj) || digits(row.cpf),
    plate: row.plate,
    serviceLabel: option?.label ?? row.servico,
  };
}

/** The description "Emitir" suggests; the user may edit it in the review. */
export const suggestedDescription = (s: ServiceForNfse) =>
  `Honorários de despachante: ${s.serviceLabel}, veículo ${displayPlate(s.plate)} (serviço nº ${s.number}).`;

/**
 * The service's pending and authorised NFS-e, the pending one first: at most one of each, the pending
 * one beside an authorised one being its substitute (decision 082).
 */
export async function liveDocuments(db: Db, agencyId: string, serviceId: string) {
  return db
    .select({ id: nfseDocuments.id, status: nfseDocuments.status, nfseNumber: nfseDocuments.nfseNumber, number: nfseDocuments.number })
    .from(nfseDocuments)
    .where(and(eq(nfseDocuments.agencyId, agencyId), eq(nfseDocuments.serviceId, serviceId), inArray(nfseDocuments.status, ['pendente', 'autorizada'])))
    .orderBy(desc(nfseDocuments.status));
}
export type LiveDocument = Awaited<ReturnType<typeof liveDocuments>>[number];

export const liveMessage = (live: LiveDocument) =>
  live.status === 'autorizada' ? m.alreadyAuthorised(live.nfseNumber ?? String(live.number)) : m.alreadyPending;

/** Why the agency cannot issue at all: settings, certificate, the platform's key. */
export async function agencyProblems(db: Db, agencyId: string, certKey: Buffer | undefined, now: Date) {
  const settings = await savedSettingsOf(db, agencyId);
  const [certificate] = await db.select({ validUntil: nfseCertificates.validUntil }).from(nfseCertificates).where(eq(nfseCertificates.agencyId, agencyId));
  const problems: string[] = [];
  if (!settings) problems.push(m.settingsMissing);
  if (!certificate) problems.push(m.certificateMissing);
  else if (certificate.validUntil.getTime() <= now.getTime()) problems.push(m.certificateExpired(formatBrDate(certificate.validUntil.toISOString())));
  if (!certKey) problems.push(m.keyMissing);
  return { settings, problems };
}

/** Why this service's owner and values cannot go into a DPS. */
export function serviceProblems(s: ServiceForNfse): string[] {
  const problems: string[] = [];
  if (!s.ownerName) problems.push(m.ownerNameMissing);
  if (!s.ownerDocument) problems.push(m.ownerDocumentMissing);
  else if (!(s.ownerDocument.length === 11 ? isCpf(s.ownerDocument) : s.ownerDocument.length === 14 && isCnpj(s.ownerDocument)))
    problems.push(m.ownerDocumentInvalid);
  if (s.honorariosCents <= 0) problems.push(m.honorariosZero);
  return problems;
}

export type DpsArgs = {
  settings: NfseSettings;
  service: ServiceForNfse;
  description: string;
  competence: string;
  environment: NfseEnvironment;
  now: Date;
  /** The authorised NFS-e the new one replaces (decision 082). */
  substitutes?: DpsInput['substitutes'];
};

/** The DPS input, without its number (prepareDps takes it from the sequence). */
export function dpsInputOf(a: DpsArgs): Omit<DpsInput, 'number'> {
  const s = a.settings;
  return {
    environment: a.environment,
    issuedAt: a.now,
    competence: a.competence,
    series: s.series,
    appVersion: NFSE_APP_VERSION,
    provider: { cnpj: s.cnpj, municipalRegistration: s.inscricaoMunicipal || null, municipalityCode: s.municipioIbge, regime: s.regime as NfseRegime },
    customer: { document: a.service.ownerDocument, name: a.service.ownerName },
    // The service is rendered where the agency is: its município is the place of the service.
    service: { nationalTaxCode: s.cTribNac, nbsCode: s.nbs || null, description: a.description, municipalityCode: s.municipioIbge },
    feesCents: a.service.honorariosCents,
    issRateBp: s.issRateBp,
    substitutes: a.substitutes ?? null,
  };
}

/** The DPS's own refusals (an alphanumeric CNPJ, a code out of shape), checked with a placeholder number. */
export function dpsProblems(a: DpsArgs): string[] {
  try {
    checkDpsInput({ ...dpsInputOf(a), number: 1 });
    return [];
  } catch (error) {
    if (error instanceof DpsInputError) return error.problems;
    throw error;
  }
}

/** The next DPS number of the agency's series: one upsert, inside the issuing transaction (the row stays locked until it ends). */
export async function nextDpsNumber(db: Db, agencyId: string, series: string): Promise<number> {
  const [row] = await rowsOf<{ last_number: string | number }>(
    db,
    sql`insert into nfse_dps_sequences (agency_id, series, last_number) values (${agencyId}, ${series}, 1)
        on conflict (agency_id, series) do update set last_number = nfse_dps_sequences.last_number + 1
        returning last_number`,
  );
  return Number(row!.last_number);
}
