import { eq, sql } from 'drizzle-orm';
import { agencyStatusLabel, type AgencyStatus } from '@despacha/domain/agency-status';
import type { SubscriptionChangeData } from '@despacha/domain/contracts/admin';
import type { SubscriptionChangeResponse } from '@despacha/domain/contracts/clients';
import { adminMessages, clientMessages } from '@despacha/domain/admin-messages';
import { labelOf } from '@despacha/domain/options/option';
import { changeType } from '@despacha/domain/rules/subscription';
import { changeTypeOptions } from '@despacha/domain/statuses';
import type { Db } from '../../db/client.ts';
import { agencies, plans, subscriptionChanges } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { addDays } from '../../lib/dates.ts';
import { invalid, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findActivePlan } from './create-client.ts';
import { subscriptionChangeSummary } from './history-texts.ts';
import { getClientListItem, listSubscriptionChanges } from './queries.ts';

/**
 * Spec §4: the change type comes from the plan prices; the client is updated first, then the
 * history row is inserted, in one transaction: a failed history insert leaves the client as it was.
 */
export async function changeSubscription(
  db: Db,
  clientId: string,
  data: SubscriptionChangeData,
  actor: Pick<Actor, 'userId' | 'name'>,
): Promise<SubscriptionChangeResponse> {
  if (!isUuid(clientId)) throw notFound(adminMessages.clientMissing);
  const newPlan = data.newPlanId ? await findActivePlan(db, data.newPlanId) : null;
  if (data.newPlanId && !newPlan) throw invalid({ newPlanId: clientMessages.planUnknown });

  const changeId = await db.transaction(async (tx) => {
    // Changes of one client wait here for each other (the lock of lib/agency-lock.ts), so each
    // starts from the plan and status the previous one committed.
    const [current] = await tx.select().from(agencies).where(eq(agencies.id, clientId)).for('no key update');
    if (!current) throw notFound(adminMessages.clientMissing);
    const currentPlan = await tx.query.plans.findFirst({ where: eq(plans.id, current.planId) });
    const type = changeType(currentPlan, newPlan);
    const planId = newPlan?.id ?? current.planId;
    const status = (data.newStatus || current.status) as AgencyStatus;
    const trialDays = newPlan?.trialDays ?? currentPlan?.trialDays ?? 30;
    const entersTrial = status === 'trial' && current.status !== 'trial';

    await tx
      .update(agencies)
      .set({ planId, status, trialEndsAt: entersTrial ? addDays(new Date(), trialDays) : current.trialEndsAt, updatedAt: new Date() })
      .where(eq(agencies.id, clientId));
    const [change] = await tx
      .insert(subscriptionChanges)
      .values({
        agencyId: clientId,
        oldPlan: current.planId,
        newPlan: planId,
        oldStatus: current.status,
        newStatus: status,
        changeType: type,
        changeReason: data.reason || null,
        changedBy: actor.userId,
        // now() would be when this transaction began, possibly before an earlier one committed while
        // this one waited for the lock: the clock after the lock orders the history as it took effect.
        createdAt: sql`clock_timestamp()`,
      })
      .returning({ id: subscriptionChanges.id });

    await recordActivity(tx, clientId, actor, {
      action: 'updated',
      entity: 'subscription',
      entityId: change!.id,
      summary: subscriptionChangeSummary({
        typeLabel: labelOf(changeTypeOptions, type),
        plan: [currentPlan?.name ?? current.planId, newPlan?.name ?? currentPlan?.name ?? current.planId],
        status: [agencyStatusLabel(current.status), agencyStatusLabel(status)],
        reason: data.reason,
      }),
    });
    return change!.id;
  });

  const [client, [change]] = await Promise.all([getClientListItem(db, clientId), listSubscriptionChanges(db, { changeId })]);
  return { client: client!, change: change! };
}
