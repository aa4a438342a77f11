import { and, count, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trackingLinks, trackingViews } from '../../db/schema/index.ts';
import { newPublicToken } from '../../lib/public-token.ts';

export const trackingUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/acompanhar/${token}`;

/** A new link for the service; its token leaves the server once, inside the URL returned. */
export async function createTrackingLink(
  db: Db,
  o: { agencyId: string; serviceId: string; purpose: 'shared' | 'email'; userId: string | null; publicUrl: string },
) {
  const { token, hash } = newPublicToken();
  await db.insert(trackingLinks).values({ agencyId: o.agencyId, serviceId: o.serviceId, tokenHash: hash, purpose: o.purpose, createdBy: o.userId });
  return trackingUrl(o.publicUrl, token);
}

/** A new shared link replaces the live ones shared before (those e-mailed by the notifications stay). */
export async function revokeSharedLinks(db: Db, agencyId: string, serviceId: string, userId: string) {
  await db
    .update(trackingLinks)
    .set({ revokedAt: new Date(), revokedBy: userId })
    .where(
      and(eq(trackingLinks.agencyId, agencyId), eq(trackingLinks.serviceId, serviceId), eq(trackingLinks.purpose, 'shared'), isNull(trackingLinks.revokedAt)),
    );
}

/** "Revogar link": every live link of the service at once, the shared ones and those e-mailed. */
export async function revokeTrackingLinks(db: Db, agencyId: string, serviceId: string, userId: string) {
  await db
    .update(trackingLinks)
    .set({ revokedAt: new Date(), revokedBy: userId })
    .where(and(eq(trackingLinks.agencyId, agencyId), eq(trackingLinks.serviceId, serviceId), isNull(trackingLinks.revokedAt)));
}

export async function linkFigures(db: Db, agencyId: string, serviceId: string) {
  const [[links], [views]] = await Promise.all([
    db
      .select({ n: count() })
      .from(trackingLinks)
      .where(and(eq(trackingLinks.agencyId, agencyId), eq(trackingLinks.serviceId, serviceId), isNull(trackingLinks.revokedAt))),
    db
      .select({ n: count(), last: max(trackingViews.viewedAt) })
      .from(trackingViews)
      .where(and(eq(trackingViews.agencyId, agencyId), eq(trackingViews.serviceId, serviceId))),
  ]);
  const last = views?.last ? new Date(views.last) : null;
  return { activeLinks: Number(links?.n ?? 0), views: Number(views?.n ?? 0), lastViewAt: last ? last.toISOString() : null };
}
