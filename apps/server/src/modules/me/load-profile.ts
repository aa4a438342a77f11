import { eq } from 'drizzle-orm';
import type { AgencyResponse } from '@despacha/domain/contracts/agencies';
import { initialRole, profileName, sameEmail } from '@despacha/domain/profile';
import type { Role } from '@despacha/domain/roles';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { perDatabase, rawStatement } from '../../lib/raw-statement.ts';
import { agencyColumns, agencyFromColumns } from '../agencies/public.ts';

/** Who the user is in the app, with their agency: /api/me answers from this alone. */
export type Profile = {
  id: string;
  name: string;
  email: string;
  role: Role;
  agencyId: string | null;
  active: boolean;
  mustChangePassword: boolean;
  agency: AgencyResponse | null;
};

type SessionUser = { id: string; email: string; name?: string | null };
type Columns = Record<string, unknown>;

/** The profile's and its agency's columns (`p_…`, `a_…`), for raw statements joining profiles p and agencies a. */
export const profileColumns = `p.id as p_id, p.name as p_name, p.email as p_email, p.role as p_role, p.agency_id as p_agency_id,
  p.active as p_active, p.must_change_password as p_must_change_password, ${agencyColumns('a')}`;

const profileByUser = perDatabase((db) =>
  rawStatement(db, 'profile_with_agency', `select ${profileColumns} from profiles p left join agencies a on a.id = p.agency_id where p.id = $1`),
);

/** The profile in a row read with profileColumns; null when the user has none yet. */
export function profileFromColumns(row: Columns): Profile | null {
  if (row.p_id == null) return null;
  const agencyId = row.p_agency_id == null ? null : String(row.p_agency_id);
  return {
    id: String(row.p_id),
    name: String(row.p_name),
    email: String(row.p_email),
    role: row.p_role as Role,
    agencyId,
    active: row.p_active === true,
    mustChangePassword: row.p_must_change_password === true,
    agency: agencyId ? agencyFromColumns(row) : null,
  };
}

/**
 * A profile read along with the session is final unless it has to be created or upgraded
 * (see loadProfile); then loadProfile does that.
 */
export function settledProfile(row: Columns, user: SessionUser, ownerEmail: string | undefined): Profile | null {
  const profile = profileFromColumns(row);
  return profile && !needsOwnerUpgrade(profile, user, ownerEmail) ? profile : null;
}

const needsOwnerUpgrade = (profile: Profile, user: SessionUser, ownerEmail: string | undefined) =>
  sameEmail(user.email, ownerEmail) && profile.role !== 'admin';

/**
 * Spec §4: the profile is created on first load (name rule, owner e-mail becomes admin),
 * and an owner profile that lost admin is upgraded on a later load.
 */
export async function loadProfile(db: Db, user: SessionUser, ownerEmail: string | undefined): Promise<Profile> {
  const read = async () => {
    const [row] = await profileByUser(db)([user.id]);
    return row ? profileFromColumns(row) : null;
  };
  let profile = await read();
  if (!profile) {
    await db
      .insert(profiles)
      .values({ id: user.id, email: user.email, name: profileName(user.name, user.email), role: initialRole(user.email, ownerEmail) })
      .onConflictDoNothing({ target: profiles.id });
    profile = await read();
  } else if (needsOwnerUpgrade(profile, user, ownerEmail)) {
    await db.update(profiles).set({ role: 'admin', updatedAt: new Date() }).where(eq(profiles.id, user.id));
    profile = await read();
  }
  if (!profile) throw new Error('profile could not be created');
  return profile;
}
