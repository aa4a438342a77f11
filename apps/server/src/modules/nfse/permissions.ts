// Who issues and cancels NFS-e (issue 37, decision 075): the dispatcher always; staff issue only
// where the dispatcher allowed it in the fiscal settings, and never cancel. Retrying a pending one,
// the lists and the XMLs stay every member's (decision 073).
import { eq } from 'drizzle-orm';
import { nfseIssueMessages as m } from '@despacha/domain/nfse/issue-messages';
import { isDispatcher } from '@despacha/domain/roles';
import type { Db } from '../../db/client.ts';
import { nfseSettings } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { TenantActor } from '../../lib/tenant.ts';

/** Why the caller may not issue, or null. */
export async function issueDeniedFor(db: Db, actor: TenantActor): Promise<string | null> {
  if (isDispatcher(actor.role)) return null;
  const [row] = await db.select({ staffMayIssue: nfseSettings.staffMayIssue }).from(nfseSettings).where(eq(nfseSettings.agencyId, actor.agencyId));
  return row?.staffMayIssue ? null : m.staffMayNotIssue;
}

/** Why the caller may not cancel, or null. */
export const cancelDeniedFor = (actor: TenantActor): string | null => (isDispatcher(actor.role) ? null : m.staffMayNotCancel);

/** 403 with the reason, before anything else is read. */
export function refuse(reason: string | null): void {
  if (reason) throw new HttpError(403, 'FORBIDDEN', reason);
}
