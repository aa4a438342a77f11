import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencyCustomerSettings, customerNotifications, ownerConsents, owners, services } from '../../db/schema/index.ts';

/** A movement's `position` is the stage it left the service in (decision 058), what the customer reads. */
export type CustomerEvent = { kind: 'movement'; position: string } | { kind: 'inspection' };

/**
 * Queues the customer's e-mail about a change of their service, in the caller's transaction: the
 * e-mail exists if and only if the change does. Nothing is queued when the owner has no e-mail, has
 * not consented (or revoked it) or the agency turned the e-mails off; the drain job checks the same
 * again when sending, as any of them may change meanwhile.
 */
export async function queueCustomerNotification(db: Db, agencyId: string, serviceId: string, event: CustomerEvent): Promise<boolean> {
  const [target] = await db
    .select({ id: services.id })
    .from(services)
    .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
    .innerJoin(ownerConsents, and(eq(ownerConsents.agencyId, owners.agencyId), eq(ownerConsents.ownerId, owners.id), eq(ownerConsents.channel, 'email')))
    .leftJoin(agencyCustomerSettings, eq(agencyCustomerSettings.agencyId, services.agencyId))
    .where(
      and(
        eq(services.agencyId, agencyId),
        eq(services.id, serviceId),
        ne(owners.email, ''),
        isNotNull(ownerConsents.grantedAt),
        isNull(ownerConsents.revokedAt),
        sql`coalesce(${agencyCustomerSettings.notifyEmail}, true)`,
      ),
    );
  if (!target) return false;
  await db.insert(customerNotifications).values({
    agencyId,
    serviceId,
    kind: event.kind,
    position: event.kind === 'movement' ? event.position : '',
  });
  return true;
}
