// GET /api/nfse/:id/danfse.pdf (issue 37, decision 080): the DANFSe of an authorised (cancelled, substituted)
// NFS-e of the caller's agency, printed from the XML the Sefin returned. Handed out as the XML is
// (decision 073): any member of the agency, audited as a file handed out.
import { danfseLabels as L, isDanfseStatus } from '@despacha/domain/nfse/danfse';
import { recordActorAudit } from '../../lib/audit.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { renderDanfse } from './danfse-pdf.ts';
import { DanfseXmlError, readDanfse, type DanfseFacts } from './danfse-read.ts';
import type { NfseEnvironment } from './issue-gateway.ts';
import type { IssueDeps } from './issue.ts';
import { documentOf } from './issue-records.ts';

type NfseDocument = Awaited<ReturnType<typeof documentOf>>;

/**
 * The DANFSe of an NFS-e the Sefin generated (authorised, cancelled or substituted): the PDF, its file
 * name, the note's number. `substitutedByNumber`: the number of the one that replaced it.
 */
export async function danfseFile(doc: NfseDocument, substitutedByNumber: string | null = null) {
  const status = doc.status;
  // Pending and rejected have no NFS-e to print.
  if (!isDanfseStatus(status) || !doc.nfseXml) throw conflict('NFSE_NOT_AUTHORISED', L.notAuthorised);
  let facts: DanfseFacts;
  try {
    facts = readDanfse(doc.nfseXml);
  } catch (error) {
    // What the Sefin returned and we stored is not XML: our fault or theirs, never the user's input.
    if (error instanceof DanfseXmlError) throw new HttpError(500, 'NFSE_XML_UNREADABLE', L.unreadable);
    throw error;
  }
  const pdf = await renderDanfse(facts, {
    status,
    environment: doc.environment as NfseEnvironment,
    accessKey: doc.accessKey,
    nfseNumber: doc.nfseNumber,
    cancelledAt: doc.cancelledAt,
    cancelJustification: doc.cancelJustification,
    substitutedByNumber,
  });
  const number = facts.number ?? doc.nfseNumber ?? String(doc.number);
  return { pdf, number, fileName: L.fileName(number.replace(/\D/g, '') || String(doc.number)) };
}

export async function nfseDanfseOf(deps: Pick<IssueDeps, 'db'>, actor: TenantActor, id: string, ip: string) {
  // Another agency's is 404, as none (documentOf).
  const doc = await documentOf(deps.db, actor.agencyId, id);
  const replacement = doc.substitutedById ? await documentOf(deps.db, actor.agencyId, doc.substitutedById) : null;
  const { pdf, number, fileName } = await danfseFile(doc, replacement ? (replacement.nfseNumber ?? String(replacement.number)) : null);
  await recordActorAudit(deps.db, actor, {
    action: 'exported',
    entity: 'nfse',
    entityId: id,
    summary: `Baixou o DANFSe da NFS-e nº ${number}`,
    ip,
  });
  return { pdf, fileName };
}
