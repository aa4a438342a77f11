import type { AgencyResponse } from '@despacha/domain/contracts/agencies';
import type { Role } from '@despacha/domain/roles';

// Apart from plugins/auth.ts, which resolves it, so that what records an actor's doings
// (lib/activity.ts, called by lib/auth.ts) does not import the plugin back.

/** The signed-in user a request acts for (`request.actor`), read once per request from the session. */
export type Actor = {
  userId: string;
  role: Role;
  agencyId: string | null;
  name: string;
  email: string;
  emailVerified: boolean;
  mustChangePassword: boolean;
  /** The actor's agency as it was read with the profile (cached with it, dropped when it changes). */
  agency: AgencyResponse | null;
};
