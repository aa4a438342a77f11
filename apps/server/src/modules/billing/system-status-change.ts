import { eq } from 'drizzle-orm';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import type { Db } from '../../db/client.ts';
import { agencies, subscriptionChanges } from '../../db/schema/index.ts';
import { agencyChangedIn } from '../../lib/session-events.ts';

/** Why billing itself changed an agency's status; the history shows the change as made by "Sistema". */
export const DUNNING_REASON = 'Inadimplência';

/**
 * Sets an agency's status on billing's own authority (dunning, payment of what was overdue, trial
 * end) and records it as a status_change with no user (read as "Sistema"), in the caller's
 * transaction. Returns false when the status already was `to` (nothing recorded).
 */
export async function setStatusBySystem(tx: Db, agencyId: string, to: AgencyStatus, reason: string, now: Date): Promise<boolean> {
  const [current] = await tx.select({ status: agencies.status, planId: agencies.planId }).from(agencies).where(eq(agencies.id, agencyId)).for('no key update');
  if (!current || current.status === to) return false;
  await tx.update(agencies).set({ status: to, updatedAt: now }).where(eq(agencies.id, agencyId));
  await tx.insert(subscriptionChanges).values({
    agencyId,
    oldPlan: current.planId,
    newPlan: current.planId,
    oldStatus: current.status,
    newStatus: to,
    changeType: 'status_change',
    changeReason: reason,
    changedBy: null,
    createdAt: now,
  });
  // The status rides on cached sessions (the blocked-agency guard reads it): every process drops them.
  await agencyChangedIn(tx, agencyId);
  return true;
}
