import { eq, sql } from 'drizzle-orm';
import { agencyStatusLabel } from '@despacha/domain/agency-status';
import { agencyBillingMessages as m } from '@despacha/domain/billing/agency';
import { labelOf } from '@despacha/domain/options/option';
import { changeType } from '@despacha/domain/rules/subscription';
import { changeTypeOptions } from '@despacha/domain/statuses';
import type { Db } from '../../../db/client.ts';
import { agencies, plans, subscriptionChanges } from '../../../db/schema/index.ts';
import { recordActivity } from '../../../lib/activity.ts';
import { conflict, invalid, notFound } from '../../../lib/http-error.ts';
import type { Actor } from '../../../plugins/auth.ts';
import { subscriptionChangeSummary } from '../../clients/public.ts';
import { activeUsers } from './queries.ts';

/**
 * A dispatcher moves the agency to another active plan. It applies now and is billed from the
 * next invoice (invoices snapshot plan and seats at issue: no proration). Recorded in the
 * subscription history by the user, typed by the prices. A plan whose seats (its base users plus
 * the agency's additional ones) cannot hold the agency's active users is refused.
 */
export async function changeOwnPlan(db: Db, agencyId: string, planId: string, actor: Pick<Actor, 'userId' | 'name'>): Promise<void> {
  await db.transaction(async (tx) => {
    // The same lock as the admin's subscription change: changes of one agency queue up.
    const [current] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('no key update');
    if (!current) throw notFound();
    const [newPlan] = await tx.select().from(plans).where(eq(plans.id, planId));
    if (!newPlan || !newPlan.active) throw invalid({ planId: m.planUnknown }, m.planUnknown);
    if (newPlan.id === current.planId) throw conflict('PLAN_UNCHANGED', m.planSame);
    const [currentPlan] = await tx.select().from(plans).where(eq(plans.id, current.planId));
    const seats = newPlan.baseUsers + current.additionalUsers;
    const used = await activeUsers(tx, agencyId);
    if (used > seats) throw conflict('SEATS_EXCEEDED', m.seatsExceeded(used, seats));

    const type = changeType(currentPlan, newPlan);
    await tx.update(agencies).set({ planId: newPlan.id, updatedAt: new Date() }).where(eq(agencies.id, agencyId));
    const [change] = await tx
      .insert(subscriptionChanges)
      .values({
        agencyId,
        oldPlan: current.planId,
        newPlan: newPlan.id,
        oldStatus: current.status,
        newStatus: current.status,
        changeType: type,
        changeReason: null,
        changedBy: actor.userId,
        createdAt: sql`clock_timestamp()`,
      })
      .returning({ id: subscriptionChanges.id });
    await recordActivity(tx, agencyId, actor, {
      action: 'updated',
      entity: 'subscription',
      entityId: change!.id,
      summary: subscriptionChangeSummary({
        typeLabel: labelOf(changeTypeOptions, type),
        plan: [currentPlan?.name ?? current.planId, newPlan.name],
        status: [agencyStatusLabel(current.status), agencyStatusLabel(current.status)],
        reason: '',
      }),
    });
  });
}
