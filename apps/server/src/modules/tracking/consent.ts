import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ownerConsents } from '../../db/schema/index.ts';
import type { TenantActor } from '../../lib/tenant.ts';

export type ConsentState = { granted: boolean; grantedAt: string | null; grantedByName: string; revokedAt: string | null; revokedByName: string };

export async function emailConsentOf(db: Db, agencyId: string, ownerId: string): Promise<ConsentState> {
  const row = await db.query.ownerConsents.findFirst({
    where: and(eq(ownerConsents.agencyId, agencyId), eq(ownerConsents.ownerId, ownerId), eq(ownerConsents.channel, 'email')),
  });
  return {
    granted: !!row?.grantedAt && !row.revokedAt,
    grantedAt: row?.grantedAt?.toISOString() ?? null,
    grantedByName: row?.grantedByName ?? '',
    revokedAt: row?.revokedAt?.toISOString() ?? null,
    revokedByName: row?.revokedByName ?? '',
  };
}

/**
 * LGPD: who recorded the owner's consent and when; revoking keeps when it had been given, so the
 * row answers "was this e-mail allowed when it was sent?". Granting again starts a new consent.
 */
export async function setEmailConsent(db: Db, actor: TenantActor, ownerId: string, granted: boolean) {
  const now = new Date();
  const values = granted
    ? { grantedAt: now, grantedBy: actor.userId, grantedByName: actor.name, revokedAt: null, revokedBy: null, revokedByName: '' }
    : { revokedAt: now, revokedBy: actor.userId, revokedByName: actor.name };
  if (granted) {
    await db
      .insert(ownerConsents)
      .values({ agencyId: actor.agencyId, ownerId, channel: 'email', ...values })
      .onConflictDoUpdate({ target: [ownerConsents.agencyId, ownerConsents.ownerId, ownerConsents.channel], set: values });
  } else {
    await db
      .update(ownerConsents)
      .set(values)
      .where(and(eq(ownerConsents.agencyId, actor.agencyId), eq(ownerConsents.ownerId, ownerId), eq(ownerConsents.channel, 'email')));
  }
  return emailConsentOf(db, actor.agencyId, ownerId);
}
