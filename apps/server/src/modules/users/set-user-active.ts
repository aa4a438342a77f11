import { eq } from 'drizzle-orm';
import { userMessages } from '@despacha/domain/admin-messages';
import type { Db } from '../../db/client.ts';
import { profiles, sessions } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { assertSeatAvailable } from './create-user.ts';
import { countActiveDispatchers, findProfile } from './queries.ts';
import { lockAgency } from '../../lib/agency-lock.ts';

export type UserActor = { userId: string; name: string };

/**
 * Deactivates or reactivates a user. Scoped to `agencyId` when a dispatcher acts (another
 * agency's user is a 404); an admin passes none. Deactivation deletes every session of the user,
 * so their open tabs stop working at once; `forget` drops the cached profile in this process.
 */
export async function setUserActive(
  db: Db,
  o: { id: string; agencyId?: string; active: boolean; actor: UserActor; forget: (userId: string) => void },
): Promise<void> {
  if (!o.active && o.id === o.actor.userId) throw new HttpError(409, 'CANNOT_DEACTIVATE_SELF', userMessages.cannotDeactivateSelf);
  await db.transaction(async (tx) => {
    let target = await findProfile(tx, { id: o.id, agencyId: o.agencyId });
    if (!target) throw notFound(userMessages.userMissing);
    if (target.agencyId) {
      // Seats and dispatchers are counted under the agency lock; read the user again after it, so
      // a concurrent change of this same user is seen (and not applied, or counted, twice).
      await lockAgency(tx, target.agencyId);
      target = await findProfile(tx, { id: o.id, agencyId: o.agencyId });
      if (!target) throw notFound(userMessages.userMissing);
    }
    if (target.active === o.active) return;
    if (o.active && target.agencyId) await assertSeatAvailable(tx, target.agencyId);
    // A dispatcher may not leave their agency without one; a platform admin may (a compromised
    // sole account must be blockable at once), and can then invite the agency's new dispatcher.
    if (!o.active && target.role === 'dispatcher' && target.agencyId && o.agencyId) {
      if ((await countActiveDispatchers(tx, target.agencyId)) <= 1) throw new HttpError(409, 'LAST_DISPATCHER', userMessages.lastDispatcher);
    }
    await tx.update(profiles).set({ active: o.active, updatedAt: new Date() }).where(eq(profiles.id, target.id));
    if (!o.active) await tx.delete(sessions).where(eq(sessions.userId, target.id));
    if (target.agencyId) {
      await recordActivity(tx, target.agencyId, o.actor, {
        action: o.active ? 'reactivated' : 'deactivated',
        entity: 'user',
        summary: `Usuário ${target.name} (${target.email}) ${o.active ? 'reativado' : 'desativado'}`,
      });
    }
  });
  o.forget(o.id);
}
