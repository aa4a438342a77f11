// "Emitir NFS-e" on a service (issue 37, decision 073). Exactly once: the DPS is numbered, signed and
// stored "pendente" in one transaction that holds the service row, and only then sent; an unanswered
// send leaves it pending with the same Id, and every later send first asks the Sefin for that Id.
import { DpsInputError } from '@despacha/domain/nfse/dps';
import type { NfseActionResponse, NfseSubstitutionReason } from '@despacha/domain/nfse/issue-contracts';
import { nfseIssueMessages as m } from '@despacha/domain/nfse/issue-messages';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import type { Db } from '../../db/client.ts';
import { nfseDocuments } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { todayIso } from '../../lib/dates.ts';
import { conflict, HttpError, invalid } from '../../lib/http-error.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { loadAgencyCertificate, type AgencyCertificate } from './certificate.ts';
import { prepareDps } from './dps-issue.ts';
import { NfseUnavailableError, type NfseSendResult } from './gateway.ts';
import type { NfseEnvironment, NfseGatewayFactory } from './issue-gateway.ts';
import {
  agencyProblems,
  dpsInputOf,
  dpsProblems,
  liveDocuments,
  liveMessage,
  nextDpsNumber,
  serviceForNfse,
  serviceProblems,
  type DpsArgs,
} from './issue-context.ts';
import { claimForSend, documentOf, documentResponse, outcomeMessage, recordOutcome, retryDelayMs, SEND_LEASE_MS, type NfseRow } from './issue-records.ts';

export type IssueDeps = {
  db: Db;
  certKey: Buffer | undefined;
  environment: NfseEnvironment;
  gatewayFor: NfseGatewayFactory;
  now?: () => Date;
};

/** 422 with every reason at once, in pt-BR. */
export const cannotIssue = (problems: string[]) => new HttpError(422, 'NFSE_CANNOT_ISSUE', problems.join(' ') || m.cannotIssue);

const auditActor = (actor: TenantActor) => ({ userId: actor.userId, name: actor.name, role: actor.role });

/** The agency's certificate for signing and mutual TLS; its absence or expiry is the user's to fix (422). */
export async function certificateFor(deps: IssueDeps, agencyId: string, now: Date): Promise<AgencyCertificate> {
  if (!deps.certKey) throw cannotIssue([m.keyMissing]);
  const certificate = await loadAgencyCertificate(deps.db, deps.certKey, agencyId);
  if (!certificate) throw cannotIssue([m.certificateMissing]);
  if (certificate.validUntil.getTime() <= now.getTime()) throw cannotIssue([m.certificateExpired(formatBrDate(certificate.validUntil.toISOString()))]);
  return certificate;
}

/** Sends a held document and records the answer. `resend`: ask for its Id first (never a second NFS-e). */
export async function sendHeld(deps: IssueDeps, doc: NfseRow, certificate: AgencyCertificate, resend: boolean): Promise<NfseRow> {
  const gateway = deps.gatewayFor(certificate, doc.environment as NfseEnvironment);
  let outcome: NfseSendResult | 'unavailable';
  try {
    const found = resend ? await gateway.findByDpsId(doc.dpsId) : null;
    outcome = found?.status === 'found' ? await gateway.nfseByAccessKey(found.accessKey) : await gateway.sendDps(doc.signedDpsXml, doc.dpsId);
  } catch (error) {
    if (!(error instanceof NfseUnavailableError)) throw error;
    outcome = 'unavailable';
  } finally {
    gateway.close?.();
  }
  return recordOutcome(deps.db, doc, outcome, deps.now?.() ?? new Date());
}

type IssueBody = { description: string; competence: string };

/** "Substituir": the authorised NFS-e a new DPS replaces, and why (TSCodJustSubst, TSMotivo; decision 082). */
export type Substitution = { original: NfseRow; reason: NfseSubstitutionReason; justification: string };

/** 409 when the service cannot take a new DPS now: checked before the transaction and again under the lock. */
async function refuseBusyService(db: Db, agencyId: string, serviceId: string, substitution?: Substitution) {
  const live = await liveDocuments(db, agencyId, serviceId);
  if (!substitution) {
    if (live[0]) throw conflict('NFSE_EXISTS', liveMessage(live[0]));
    return;
  }
  if (live[0]?.status === 'pendente') throw conflict('NFSE_SUBSTITUTION_PENDING', m.substitutionPending);
  if (!live.some((d) => d.id === substitution.original.id)) throw conflict('NFSE_NOT_AUTHORISED', m.notSubstitutable);
}

export async function issueNfse(deps: IssueDeps, actor: TenantActor, serviceId: string, body: IssueBody, ip: string, substitution?: Substitution) {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const service = await serviceForNfse(db, actor.agencyId, serviceId);
  if (body.competence > todayIso(now)) throw invalid({ competence: m.competenceFuture }, m.competenceFuture);
  const substitutes = substitution && { accessKey: substitution.original.accessKey!, reason: substitution.reason, description: substitution.justification };
  // What the agency must fix first (422), then whether the service can take a new DPS (409).
  const agency = await agencyProblems(db, actor.agencyId, deps.certKey, now);
  const problems = [...agency.problems, ...serviceProblems(service)];
  if (!problems.length && agency.settings)
    problems.push(...dpsProblems({ settings: agency.settings, service, ...body, environment: deps.environment, now, substitutes }));
  if (problems.length || !agency.settings) throw cannotIssue(problems);
  await refuseBusyService(db, actor.agencyId, serviceId, substitution);
  const certificate = await certificateFor(deps, actor.agencyId, now);

  let doc: NfseRow;
  try {
    doc = await db.transaction(async (tx) => {
      // The values are read again under the row lock: what is declared is what is stored now.
      const locked = await serviceForNfse(tx, actor.agencyId, serviceId, true);
      await refuseBusyService(tx, actor.agencyId, serviceId, substitution);
      const lockedProblems = serviceProblems(locked);
      if (lockedProblems.length) throw cannotIssue(lockedProblems);
      const args: DpsArgs = { settings: agency.settings!, service: locked, ...body, environment: deps.environment, now, substitutes };
      const prepared = await prepareDps({
        input: dpsInputOf(args),
        nextNumber: (series) => nextDpsNumber(tx, actor.agencyId, series),
        credentials: certificate,
      });
      const [row] = await tx
        .insert(nfseDocuments)
        .values({
          agencyId: actor.agencyId,
          serviceId,
          series: prepared.series,
          number: prepared.number,
          dpsId: prepared.id,
          layout: prepared.layout,
          environment: deps.environment,
          signedDpsXml: prepared.signedXml,
          honorariosCents: locked.honorariosCents,
          tomadorName: locked.ownerName,
          tomadorDocument: locked.ownerDocument,
          description: body.description,
          competence: body.competence,
          ...(substitution
            ? { substitutesId: substitution.original.id, substitutionReason: substitution.reason, substitutionJustification: substitution.justification }
            : {}),
          // Held by this request until its send is answered; the job takes it after the lease if not.
          sendingUntil: new Date(now.getTime() + SEND_LEASE_MS),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(1)),
          createdBy: actor.userId,
          createdByName: actor.name ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const what = substitution
        ? `Pediu a substituição da NFS-e nº ${substitution.original.nfseNumber ?? substitution.original.number} (${substitution.justification}): nova NFS-e`
        : 'Emitiu a NFS-e';
      await recordAudit(tx, {
        agencyId: actor.agencyId,
        actor: auditActor(actor),
        action: 'created',
        entity: 'nfse',
        entityId: row!.id,
        summary:
          `${what} do serviço nº ${locked.number} (DPS série ${prepared.series} nº ${prepared.number}): honorários ` +
          `${formatMoney(locked.honorariosCents)}, tomador ${locked.ownerName} (${displayCpfOrCnpj(locked.ownerDocument)})`,
        ip,
      });
      return row!;
    });
  } catch (error) {
    if (error instanceof DpsInputError) throw cannotIssue(error.problems);
    throw error;
  }
  const sent = await sendHeld(deps, doc, certificate, false);
  return answer(deps.db, sent, false);
}

/** "Substituir" on an authorised NFS-e: "Emitir" again for its service, the new DPS naming it (decision 082). */
export async function substituteNfse(deps: IssueDeps, actor: TenantActor, id: string, body: IssueBody & Omit<Substitution, 'original'>, ip: string) {
  const original = await documentOf(deps.db, actor.agencyId, id);
  if (original.status !== 'autorizada' || !original.accessKey) throw conflict('NFSE_NOT_AUTHORISED', m.notSubstitutable);
  const { reason, justification, ...issue } = body;
  return issueNfse(deps, actor, original.serviceId, issue, ip, { original, reason, justification });
}

async function answer(db: Db, doc: NfseRow, retry: boolean): Promise<{ status: 201 | 202; body: NfseActionResponse }> {
  return { status: doc.status === 'pendente' ? 202 : 201, body: { document: documentResponse(doc), message: await outcomeMessage(db, doc, retry) } };
}

/** "Enviar de novo" on a pending NFS-e: the same DPS, after asking for it by its Id. */
export async function retryNfse(deps: IssueDeps, actor: TenantActor, id: string, ip: string) {
  const now = deps.now?.() ?? new Date();
  const current = await documentOf(deps.db, actor.agencyId, id);
  if (current.status !== 'pendente') throw conflict('NFSE_NOT_PENDING', m.notPending);
  const certificate = await certificateFor(deps, actor.agencyId, now);
  const held = await claimForSend(deps.db, actor.agencyId, id, now);
  if (!held) throw conflict('NFSE_BEING_SENT', (await documentOf(deps.db, actor.agencyId, id)).status === 'pendente' ? m.beingSent : m.notPending);
  await recordAudit(deps.db, {
    agencyId: actor.agencyId,
    actor: auditActor(actor),
    action: 'updated',
    entity: 'nfse',
    entityId: id,
    summary: `Enviou de novo a NFS-e pendente (DPS série ${held.series} nº ${held.number})`,
    ip,
  });
  const sent = await sendHeld(deps, held, certificate, true);
  return answer(deps.db, sent, true);
}
