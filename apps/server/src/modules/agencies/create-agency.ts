import { and, eq, isNull } from 'drizzle-orm';
import { addDays } from '../../lib/dates.ts';
import { agencyMessages } from '@despacha/domain/agency-messages';
import type { AgencyResponse, CreateAgencyData } from '@despacha/domain/contracts/agencies';
import type { Db } from '../../db/client.ts';
import { agencies, plans, profiles } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../lib/http-error.ts';
import { assertCnpjFree, lockCnpj } from './cnpj.ts';
import { toAgencyResponse } from './queries.ts';

/**
 * Onboarding: a user without an agency creates one on the plan's trial and becomes its dispatcher.
 * A CNPJ already registered, by onboarding or by the admin, is a 409 on the field.
 */
export async function createAgencyForUser(db: Db, userId: string, input: CreateAgencyData): Promise<AgencyResponse> {
  const plan = await db.query.plans.findFirst({ where: and(eq(plans.id, input.planId), eq(plans.active, true)) });
  if (!plan) throw invalid({ planId: agencyMessages.planUnknown });

  return db.transaction(async (tx) => {
    // Taken before the membership check, so a double submit of the same form waits for the first
    // and then reads "already a member", not "CNPJ taken" by the agency it just created.
    await lockCnpj(tx, input.cnpj);
    const me = await tx.query.profiles.findFirst({ columns: { agencyId: true }, where: eq(profiles.id, userId) });
    if (me?.agencyId) throw conflict('ALREADY_MEMBER', agencyMessages.alreadyMember);
    await assertCnpjFree(tx, input.cnpj);
    const [agency] = await tx
      .insert(agencies)
      .values({
        name: input.name,
        cnpj: input.cnpj,
        email: input.email,
        phone: input.phone,
        planId: plan.id,
        status: 'trial',
        trialEndsAt: addDays(new Date(), plan.trialDays),
      })
      .returning();
    // The agency_id guard makes a concurrent second onboarding of the same user match no row.
    const claimed = await tx
      .update(profiles)
      .set({ agencyId: agency!.id, role: 'dispatcher', updatedAt: new Date() })
      .where(and(eq(profiles.id, userId), isNull(profiles.agencyId)))
      .returning({ id: profiles.id });
    if (claimed.length === 0) throw conflict('ALREADY_MEMBER', agencyMessages.alreadyMember);
    return toAgencyResponse(agency!);
  });
}
