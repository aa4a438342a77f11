// Cancelling an authorised NFS-e (event e101101, decision 071) and handing out its XML (decision 073).
import { and, eq } from 'drizzle-orm';
import type { NfseActionResponse, NfseCancelReason } from '@despacha/domain/nfse/issue-contracts';
import { nfseIssueMessages as m } from '@despacha/domain/nfse/issue-messages';
import { nfseDocuments } from '../../db/schema/index.ts';
import { recordActorAudit } from '../../lib/audit.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { buildCancelEvent, CancelEventError } from './dps-cancel-event.ts';
import { NfseUnavailableError, type NfseEventResult } from './gateway.ts';
import { NFSE_APP_VERSION } from './issue-context.ts';
import type { NfseEnvironment } from './issue-gateway.ts';
import { cannotIssue, certificateFor, type IssueDeps } from './issue.ts';
import { documentOf, documentResponse } from './issue-records.ts';
import { savedSettingsOf } from './settings.ts';
import { signNfseXml } from './sign.ts';

type CancelBody = { reason: NfseCancelReason; justification: string };

export async function cancelNfse(deps: IssueDeps, actor: TenantActor, id: string, body: CancelBody, ip: string): Promise<NfseActionResponse> {
  const now = deps.now?.() ?? new Date();
  const doc = await documentOf(deps.db, actor.agencyId, id);
  if (doc.status !== 'autorizada' || !doc.accessKey) throw conflict('NFSE_NOT_AUTHORISED', m.notAuthorised);
  // Its substitute may be authorised any moment, which cancels it by substitution (decision 082).
  const [pending] = await deps.db
    .select({ id: nfseDocuments.id })
    .from(nfseDocuments)
    .where(and(eq(nfseDocuments.agencyId, actor.agencyId), eq(nfseDocuments.substitutesId, id), eq(nfseDocuments.status, 'pendente')))
    .limit(1);
  if (pending) throw conflict('NFSE_SUBSTITUTION_PENDING', m.cancelWhileSubstituting);
  const settings = await savedSettingsOf(deps.db, actor.agencyId);
  if (!settings) throw cannotIssue([m.settingsMissing]);
  const certificate = await certificateFor(deps, actor.agencyId, now);
  let event: Awaited<ReturnType<typeof buildCancelEvent>>;
  try {
    event = await buildCancelEvent({
      environment: doc.environment as NfseEnvironment,
      at: now,
      appVersion: NFSE_APP_VERSION,
      cnpj: settings.cnpj,
      accessKey: doc.accessKey,
      reason: body.reason,
      description: body.justification,
    });
  } catch (error) {
    if (error instanceof CancelEventError) throw cannotIssue(error.problems);
    throw error;
  }
  const gateway = deps.gatewayFor(certificate, doc.environment as NfseEnvironment);
  let result: NfseEventResult;
  try {
    result = await gateway.registerEvent(doc.accessKey, signNfseXml(event.xml, 'infPedReg', event.layout, certificate));
  } catch (error) {
    if (error instanceof NfseUnavailableError) throw new HttpError(503, 'NFSE_UNAVAILABLE', m.cancelUnavailable);
    throw error;
  } finally {
    gateway.close?.();
  }
  if (result.status === 'rejected') {
    const first = result.errors[0]!;
    throw new HttpError(422, 'NFSE_CANCEL_REJECTED', m.cancelRejected(first.code, first.message));
  }
  const [row] = await deps.db
    .update(nfseDocuments)
    .set({ status: 'cancelada', cancelledAt: now, cancelJustification: body.justification, updatedAt: now })
    .where(and(eq(nfseDocuments.agencyId, actor.agencyId), eq(nfseDocuments.id, id), eq(nfseDocuments.status, 'autorizada')))
    .returning();
  const saved = row ?? (await documentOf(deps.db, actor.agencyId, id));
  await recordActorAudit(deps.db, actor, {
    action: 'updated',
    entity: 'nfse',
    entityId: id,
    summary: `Cancelou a NFS-e nº ${saved.nfseNumber ?? saved.number}: ${body.justification}`,
    changes: { situação: { before: 'Autorizada', after: 'Cancelada' } },
    ip,
  });
  return { document: documentResponse(saved), message: m.cancelled(saved.nfseNumber ?? String(saved.number)) };
}

/** The authorised NFS-e XML as the Sefin returned it; audited as a file handed out. */
export async function nfseXmlOf(deps: IssueDeps, actor: TenantActor, id: string, ip: string) {
  const doc = await documentOf(deps.db, actor.agencyId, id);
  if (!doc.nfseXml) throw conflict('NFSE_NO_XML', m.noXml);
  await recordActorAudit(deps.db, actor, {
    action: 'exported',
    entity: 'nfse',
    entityId: id,
    summary: `Baixou o XML da NFS-e nº ${doc.nfseNumber ?? doc.number}`,
    ip,
  });
  return { xml: doc.nfseXml, fileName: `nfse-${(doc.nfseNumber ?? String(doc.number)).replace(/\D/g, '')}.xml` };
}
