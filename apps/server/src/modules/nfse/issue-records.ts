// The stored NFS-e (nfse_documents, decision 073): as the API answers them, and what a send's
// outcome writes. Every write that records an answer is conditional on the document still being
// pending, so a late answer never overwrites one already recorded.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { NfseDocumentResponse } from '@despacha/domain/nfse/issue-contracts';
import { nfseIssueMessages as m, type NfseStatus } from '@despacha/domain/nfse/issue-messages';
import type { Db } from '../../db/client.ts';
import { nfseDocuments } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import type { NfseSendResult } from './gateway.ts';

export type NfseRow = typeof nfseDocuments.$inferSelect;

/** How long one sender holds a pending DPS: longer than the adapter's worst case (3 POSTs and lookups of 30 s). */
export const SEND_LEASE_MS = 5 * 60_000;
/** After this many sends the job stops; the user can still send it again by hand. */
export const NFSE_MAX_ATTEMPTS = 20;

/** Backoff after `attempts` unanswered sends: 1, 2, 4… minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

export function documentResponse(r: NfseRow): NfseDocumentResponse {
  return {
    id: r.id,
    serviceId: r.serviceId,
    status: r.status as NfseStatus,
    series: r.series,
    number: r.number,
    dpsId: r.dpsId,
    environment: r.environment as NfseDocumentResponse['environment'],
    honorariosCents: r.honorariosCents,
    tomadorName: r.tomadorName,
    tomadorDocument: r.tomadorDocument,
    description: r.description,
    competence: r.competence,
    accessKey: r.accessKey,
    nfseNumber: r.nfseNumber,
    hasXml: !!r.nfseXml,
    rejectionCode: r.rejectionCode,
    rejectionMessage: r.rejectionMessage,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    cancelJustification: r.cancelJustification,
    substitutesId: r.substitutesId,
    substitutionReason: r.substitutionReason as NfseDocumentResponse['substitutionReason'],
    substitutionJustification: r.substitutionJustification,
    substitutedById: r.substitutedById,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function documentsOfService(db: Db, agencyId: string, serviceId: string): Promise<NfseRow[]> {
  return db
    .select()
    .from(nfseDocuments)
    .where(and(eq(nfseDocuments.agencyId, agencyId), eq(nfseDocuments.serviceId, serviceId)))
    .orderBy(asc(nfseDocuments.createdAt), asc(nfseDocuments.number));
}

/** The agency's document, or 404 alike for another agency's and for none. */
export async function documentOf(db: Db, agencyId: string, id: string): Promise<NfseRow> {
  if (!isUuid(id)) throw notFound(m.documentNotFound);
  const [row] = await db
    .select()
    .from(nfseDocuments)
    .where(and(eq(nfseDocuments.agencyId, agencyId), eq(nfseDocuments.id, id)));
  if (!row) throw notFound(m.documentNotFound);
  return row;
}

/**
 * Takes a pending document for one send: null when it is not pending or another sender holds it.
 * One UPDATE: of two callers, the second finds the lease already set once the first's row lock is gone.
 */
export async function claimForSend(db: Db, agencyId: string, id: string, now: Date): Promise<NfseRow | null> {
  const [row] = await db
    .update(nfseDocuments)
    .set({ sendingUntil: new Date(now.getTime() + SEND_LEASE_MS), updatedAt: now })
    .where(
      and(
        eq(nfseDocuments.agencyId, agencyId),
        eq(nfseDocuments.id, id),
        eq(nfseDocuments.status, 'pendente'),
        sql`(${nfseDocuments.sendingUntil} is null or ${nfseDocuments.sendingUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row ?? null;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A substitute's write found its document already answered: nothing of this transaction stays. */
class AlreadyAnswered extends Error {}

/**
 * Writes what the Sefin answered (or that it did not), for a document this process holds. A
 * substitute authorised also marks the NFS-e it replaces "substituída", in the same transaction and
 * first: the Sefin cancelled that one when it authorised this (decision 082), and the service's
 * unique index allows one authorised NFS-e.
 */
export async function recordOutcome(db: Db, doc: NfseRow, outcome: NfseSendResult | 'unavailable', now: Date): Promise<NfseRow> {
  const attempts = doc.attempts + 1;
  const values =
    outcome === 'unavailable'
      ? { nextAttemptAt: attempts >= NFSE_MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts)) }
      : outcome.status === 'authorised'
        ? { status: 'autorizada', accessKey: outcome.accessKey, nfseNumber: outcome.number, nfseXml: outcome.nfseXml, nextAttemptAt: null }
        : {
            status: 'rejeitada',
            rejectionCode: clip(outcome.errors.map((e) => e.code).join(', '), 40),
            rejectionMessage: clip(outcome.errors.map((e) => (e.complement ? `${e.message} (${e.complement})` : e.message)).join(' '), 2000),
            nextAttemptAt: null,
          };
  const write = (tx: Db) =>
    tx
      .update(nfseDocuments)
      .set({ ...values, attempts: Math.min(attempts, 1000), sendingUntil: null, updatedAt: now })
      .where(and(eq(nfseDocuments.agencyId, doc.agencyId), eq(nfseDocuments.id, doc.id), eq(nfseDocuments.status, 'pendente')))
      .returning();
  let row: NfseRow | undefined;
  if (doc.substitutesId && values.status === 'autorizada') {
    const replaced = doc.substitutesId;
    try {
      row = await db.transaction(async (tx) => {
        await tx
          .update(nfseDocuments)
          .set({ status: 'substituida', substitutedById: doc.id, cancelledAt: now, updatedAt: now })
          .where(and(eq(nfseDocuments.agencyId, doc.agencyId), eq(nfseDocuments.id, replaced), eq(nfseDocuments.status, 'autorizada')));
        const [written] = await write(tx);
        if (!written) throw new AlreadyAnswered();
        return written;
      });
    } catch (error) {
      if (!(error instanceof AlreadyAnswered)) throw error;
    }
  } else [row] = await write(db);
  // Already answered by another path (a lease that ran out while this one waited): what is stored stands.
  return row ?? (await documentOf(db, doc.agencyId, doc.id));
}

/** The pt-BR sentence for a document's state after a send. */
export async function outcomeMessage(db: Db, doc: NfseRow, retry: boolean): Promise<string> {
  if (doc.status === 'autorizada' && doc.substitutesId) {
    const replaced = await documentOf(db, doc.agencyId, doc.substitutesId);
    return m.substituted(replaced.nfseNumber ?? String(replaced.number), doc.nfseNumber ?? String(doc.number));
  }
  if (doc.status === 'autorizada') return m.authorised(doc.nfseNumber ?? String(doc.number));
  if (doc.status === 'rejeitada') return m.rejected(doc.rejectionCode ?? '', doc.rejectionMessage ?? '');
  return retry ? m.stillPending : m.pending;
}
