import type { MeResponse } from '@despacha/domain/contracts/agencies';
import type { Actor } from '../../plugins/auth.ts';

/** What `GET /api/me` answers, and what a server-rendered page seeds the app with (decision 042). */
export function meResponseOf(actor: Actor): MeResponse {
  return {
    user: { id: actor.userId, name: actor.name, email: actor.email, emailVerified: actor.emailVerified },
    profile: { role: actor.role, agencyId: actor.agencyId, name: actor.name, mustChangePassword: actor.mustChangePassword },
    agency: actor.agency,
  };
}
