import type { FastifyRequest } from 'fastify';
import { agencyMessages } from '@despacha/domain/agency-messages';
import { isDispatcher } from '@despacha/domain/roles';
import { HttpError, unauthenticated } from './http-error.ts';
import type { Actor } from '../plugins/auth.ts';

export type TenantActor = Actor & { agencyId: string };

/** The signed-in user's agency; agency screens need one (admins act platform-wide elsewhere). */
export function tenantOf(request: FastifyRequest): TenantActor {
  const actor = request.actor;
  if (!actor) throw unauthenticated();
  if (!actor.agencyId) throw new HttpError(403, 'NO_AGENCY', agencyMessages.noAgency);
  return actor as TenantActor;
}

/** Any version, as the uuid column takes it (validators/uuid.ts). */
export { isUuid } from '@despacha/domain/validators/uuid';

/** The signed-in dispatcher of an agency: a plain user gets 403 with the screen's own `message`. */
export function dispatcherOf(request: FastifyRequest, message: string): TenantActor {
  const actor = tenantOf(request);
  if (!isDispatcher(actor.role)) throw new HttpError(403, 'FORBIDDEN', message);
  return actor;
}
