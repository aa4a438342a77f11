import { and, eq } from 'drizzle-orm';
import { userMessages } from '@despacha/domain/admin-messages';
import type { AgencyRole } from '@despacha/domain/contracts/users';
import { roleLabel } from '@despacha/domain/roles';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { countActiveDispatchers, findProfile } from './queries.ts';
import { lockAgency } from '../../lib/agency-lock.ts';
import type { UserActor } from './set-user-active.ts';

/** A dispatcher switches a user of their agency between dispatcher and user; one active dispatcher must remain. */
export async function changeAgencyUserRole(
  db: Db,
  o: { id: string; agencyId: string; role: AgencyRole; actor: UserActor; forget: (userId: string) => void },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAgency(tx, o.agencyId);
    const target = await findProfile(tx, { id: o.id, agencyId: o.agencyId });
    if (!target) throw notFound(userMessages.userMissing);
    if (target.role === o.role) return;
    if (target.role === 'dispatcher' && target.active && (await countActiveDispatchers(tx, o.agencyId)) <= 1) {
      throw new HttpError(409, 'LAST_DISPATCHER', userMessages.lastDispatcher);
    }
    await tx
      .update(profiles)
      .set({ role: o.role, updatedAt: new Date() })
      .where(and(eq(profiles.id, target.id), eq(profiles.agencyId, o.agencyId)));
    await recordActivity(tx, o.agencyId, o.actor, {
      action: 'updated',
      entity: 'user',
      summary: `Perfil de ${target.name} alterado para ${roleLabel(o.role)}`,
    });
  });
  o.forget(o.id);
}
