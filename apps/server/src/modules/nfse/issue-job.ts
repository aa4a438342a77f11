// The background send of pending NFS-e (decision 073): every minute each instance claims a few due
// pendings with FOR UPDATE SKIP LOCKED (so two instances never take the same one) and a lease, then
// asks the Sefin for each DPS by its Id before sending it again: a pending DPS never gets a new number.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { nfseIssueMessages as m } from '@despacha/domain/nfse/issue-messages';
import { nfseDocuments } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { certificateFor, sendHeld, type IssueDeps } from './issue.ts';
import { retryDelayMs, SEND_LEASE_MS, type NfseRow } from './issue-records.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { startPeriodic } from '../../lib/periodic.ts';

const CHECK_EVERY_MS = 60_000;
/** Pendings one instance takes per check: each send can take a minute or more. */
const BATCH = 10;

/** Claims up to BATCH due pendings for this process; rows another instance holds are skipped. */
async function claimDue(deps: IssueDeps, now: Date): Promise<NfseRow[]> {
  const lease = new Date(now.getTime() + SEND_LEASE_MS).toISOString();
  const at = now.toISOString();
  return deps.db.transaction(async (tx) => {
    const due = await rowsOf<{ agency_id: string; id: string }>(
      tx,
      sql`select agency_id, id from nfse_documents
          where status = 'pendente' and next_attempt_at <= ${at}::timestamptz
            and (sending_until is null or sending_until <= ${at}::timestamptz)
          order by next_attempt_at limit ${BATCH}
          for update skip locked`,
    );
    const rows: NfseRow[] = [];
    for (const d of due) {
      const [row] = await tx
        .update(nfseDocuments)
        .set({ sendingUntil: new Date(lease), updatedAt: now })
        .where(sql`${nfseDocuments.agencyId} = ${d.agency_id} and ${nfseDocuments.id} = ${d.id}`)
        .returning();
      if (row) rows.push(row);
    }
    return rows;
  });
}

/** One pass: each claimed pending is looked up by its Id, then sent again only if the Sefin does not know it. */
export async function runPendingNfse(deps: IssueDeps & { log?: FastifyBaseLogger }): Promise<{ sent: number; authorised: number; failed: number }> {
  const now = deps.now?.() ?? new Date();
  const summary = { sent: 0, authorised: 0, failed: 0 };
  for (const doc of await claimDue(deps, now)) {
    try {
      const certificate = await certificateFor(deps, doc.agencyId, now);
      const result = await sendHeld(deps, doc, certificate, true);
      summary.sent++;
      if (result.status === 'autorizada') summary.authorised++;
      if (result.status !== 'pendente') {
        await recordAudit(deps.db, {
          agencyId: doc.agencyId,
          actor: { userId: null, name: m.autoActor, role: null },
          action: 'updated',
          entity: 'nfse',
          entityId: doc.id,
          summary: `NFS-e pendente (DPS série ${doc.series} nº ${doc.number}) ${result.status === 'autorizada' ? 'autorizada' : 'rejeitada'} no envio automático`,
        });
      }
    } catch (error) {
      summary.failed++;
      // No certificate or key (the agency's to fix): it waits, with the backoff, for the next pass.
      const wait = new Date(now.getTime() + retryDelayMs(doc.attempts + 1));
      await deps.db
        .update(nfseDocuments)
        .set({ sendingUntil: null, nextAttemptAt: wait, updatedAt: now })
        .where(sql`${nfseDocuments.agencyId} = ${doc.agencyId} and ${nfseDocuments.id} = ${doc.id} and ${nfseDocuments.status} = 'pendente'`);
      if (!(error instanceof HttpError)) deps.log?.error({ err: error, nfse: doc.id }, 'pending NFS-e send failed');
    }
  }
  return summary;
}

/** Checks every minute; the timer never holds the process open. */
export function startPendingNfse(deps: IssueDeps & { log: FastifyBaseLogger }) {
  return startPeriodic({
    everyMs: CHECK_EVERY_MS,
    run: async () => {
      const s = await runPendingNfse(deps);
      if (s.sent + s.failed > 0) deps.log.info({ job: 'nfse-pending', ...s }, 'pending NFS-e sent');
    },
    failed: (err) => deps.log.error({ err, job: 'nfse-pending' }, 'pending NFS-e check failed'),
  });
}
