import { eq } from 'drizzle-orm';
import type { NfseCertificateInfo } from '@despacha/domain/nfse/contracts';
import { nfseSettingsMessages as m } from '@despacha/domain/nfse/settings-messages';
import { CERTIFICATE_WARNING_DAYS, daysUntil } from '@despacha/domain/nfse/settings';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { formatBrDate } from '@despacha/domain/validators/date';
import type { Db } from '../../db/client.ts';
import { nfseCertificates } from '../../db/schema/index.ts';
import { recordActorAudit } from '../../lib/audit.ts';
import { HttpError, invalid } from '../../lib/http-error.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import type { A1Certificate } from './certificate-read.ts';
import { readCertificate } from './certificate-pool.ts';
import { openCertificate, sealCertificate } from './certificate-seal.ts';
import { agencyFiscalCnpj } from './settings.ts';

const refused = (message: string, field: 'file' | 'password' = 'file') => invalid({ [field]: message }, message);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const shownDate = (d: Date) => formatBrDate(isoDay(d));

export const keyMissing = () => new HttpError(503, 'NFSE_CERT_KEY_MISSING', m.keyNotConfigured);

export function certificateInfoOf(
  row: { subject: string; cnpj: string; validFrom: Date; validUntil: Date; uploadedAt: Date },
  now = new Date(),
): NfseCertificateInfo {
  const daysLeft = daysUntil(row.validUntil, now);
  const expired = row.validUntil.getTime() <= now.getTime();
  return {
    subject: row.subject,
    cnpj: row.cnpj,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    uploadedAt: row.uploadedAt.toISOString(),
    expired,
    expiresSoon: expired || daysLeft <= CERTIFICATE_WARNING_DAYS,
    daysLeft,
  };
}

export async function certificateOf(db: Db, agencyId: string): Promise<NfseCertificateInfo | null> {
  const row = await db.query.nfseCertificates.findFirst({
    where: eq(nfseCertificates.agencyId, agencyId),
    columns: { subject: true, cnpj: true, validFrom: true, validUntil: true, uploadedAt: true },
  });
  return row ? certificateInfoOf(row) : null;
}

/**
 * Checks the file (password, key, validity, the agency's CNPJ) and keeps it sealed. Every refusal
 * is a 400 with the reason in pt-BR; nothing of the file or the password is logged or stored otherwise.
 */
export async function uploadCertificate(db: Db, key: Buffer | undefined, actor: TenantActor, pfx: Buffer, password: string, ip: string) {
  if (!key) throw keyMissing();
  const read = await readCertificate(pfx, password);
  if (read === 'wrong-password') throw refused(m.wrongPassword, 'password');
  if (read === 'no-key') throw refused(m.noCertificateInFile);
  const now = new Date();
  if (read.validUntil.getTime() <= now.getTime()) throw refused(m.expired(shownDate(read.validUntil)));
  if (read.validFrom.getTime() > now.getTime()) throw refused(m.notYetValid(shownDate(read.validFrom)));
  if (!read.cnpj) throw refused(m.noCnpjInCertificate);
  const agencyCnpj = await agencyFiscalCnpj(db, actor.agencyId);
  if (read.cnpj !== agencyCnpj) throw refused(m.cnpjMismatch(displayCnpj(read.cnpj), displayCnpj(agencyCnpj)));

  const values = {
    sealedSecret: sealCertificate(key, actor.agencyId, { pfx, password }),
    subject: read.subject,
    cnpj: read.cnpj,
    validFrom: read.validFrom,
    validUntil: read.validUntil,
    uploadedBy: actor.userId,
    uploadedAt: now,
  };
  const [previous] = await db.select({ validUntil: nfseCertificates.validUntil }).from(nfseCertificates).where(eq(nfseCertificates.agencyId, actor.agencyId));
  await db
    .insert(nfseCertificates)
    .values({ agencyId: actor.agencyId, ...values })
    .onConflictDoUpdate({ target: nfseCertificates.agencyId, set: values });
  await recordActorAudit(db, actor, {
    action: previous ? 'updated' : 'created',
    entity: 'settings',
    entityId: actor.agencyId,
    summary: `${previous ? 'Substituiu' : 'Enviou'} o certificado digital A1 da NFS-e (${read.subject}, válido até ${shownDate(read.validUntil)})`,
    changes: { certificadoValidoAte: { before: previous ? shownDate(previous.validUntil) : '', after: shownDate(read.validUntil) } },
    ip,
  });
  return certificateInfoOf({ ...values, uploadedAt: now }, now);
}

/** Removes the certificate; false when there was none. */
export async function removeCertificate(db: Db, actor: TenantActor, ip: string): Promise<boolean> {
  const [gone] = await db.delete(nfseCertificates).where(eq(nfseCertificates.agencyId, actor.agencyId)).returning({ subject: nfseCertificates.subject });
  if (!gone) return false;
  await recordActorAudit(db, actor, {
    action: 'deleted',
    entity: 'settings',
    entityId: actor.agencyId,
    summary: `Removeu o certificado digital A1 da NFS-e (${gone.subject})`,
    ip,
  });
  return true;
}

/** The agency's certificate opened for signing and mutual TLS: key, certificate and the .pfx itself. */
export type AgencyCertificate = A1Certificate & { pfx: Buffer; password: string };

/**
 * For the DPS signer and the gateway (modules/nfse public.ts). Null when the agency has none.
 * Throws the 503 when the platform has no key, and an error when the sealed value does not open
 * (another key, or an altered row): never a half-read certificate.
 */
export async function loadAgencyCertificate(db: Db, key: Buffer | undefined, agencyId: string): Promise<AgencyCertificate | null> {
  const row = await db.query.nfseCertificates.findFirst({ where: eq(nfseCertificates.agencyId, agencyId), columns: { sealedSecret: true } });
  if (!row) return null;
  if (!key) throw keyMissing();
  const secret = openCertificate(key, agencyId, row.sealedSecret);
  const read = await readCertificate(secret.pfx, secret.password);
  if (typeof read === 'string') throw new Error('stored NFS-e certificate no longer reads');
  return { ...read, ...secret };
}
