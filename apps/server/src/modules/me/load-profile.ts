import { eq } from 'drizzle-orm';
import { initialRole, profileName, sameEmail } from '@despacha/domain/profile';
import type { Role } from '@despacha/domain/roles';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

export type Profile = {
  id: string;
  name: string;
  email: string;
  role: Role;
  agencyId: string | null;
  active: boolean;
  mustChangePassword: boolean;
};

type SessionUser = { id: string; email: string; name?: string | null };

/**
 * Spec §4: the profile is created on first load (name rule, owner e-mail becomes admin),
 * and an owner profile that lost admin is upgraded on a later load.
 */
export async function loadProfile(db: Db, user: SessionUser, ownerEmail: string | undefined): Promise<Profile> {
  let row = await db.query.profiles.findFirst({ where: eq(profiles.id, user.id) });
  if (!row) {
    await db
      .insert(profiles)
      .values({ id: user.id, email: user.email, name: profileName(user.name, user.email), role: initialRole(user.email, ownerEmail) })
      .onConflictDoNothing({ target: profiles.id });
    row = await db.query.profiles.findFirst({ where: eq(profiles.id, user.id) });
  } else if (sameEmail(user.email, ownerEmail) && row.role !== 'admin') {
    [row] = await db.update(profiles).set({ role: 'admin', updatedAt: new Date() }).where(eq(profiles.id, user.id)).returning();
  }
  if (!row) throw new Error('profile could not be created');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    agencyId: row.agencyId,
    active: row.active,
    mustChangePassword: row.mustChangePassword,
  };
}
