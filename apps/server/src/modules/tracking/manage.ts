import { and, eq } from 'drizzle-orm';
import type { TrackingStatusResponse } from '@despacha/domain/tracking/contracts';
import { partialPlate } from '@despacha/domain/plate-privacy';
import { linkExpiry, whatsappMobile } from '@despacha/domain/tracking/present';
import type { Db } from '../../db/client.ts';
import { agencies, fieldOptions, owners, services, vehicles } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { recordActorAudit } from '../../lib/audit.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { emailConsentOf, setEmailConsent } from './consent.ts';
import { createTrackingLink, linkFigures, revokeSharedLinks, revokeTrackingLinks } from './links.ts';
import { whatsappLinkMessenger } from './messenger.ts';
import { customerSettingsOf } from './settings.ts';

type ServiceRow = typeof services.$inferSelect;

const ownerOf = (db: Db, row: ServiceRow) => db.query.owners.findFirst({ where: and(eq(owners.agencyId, row.agencyId), eq(owners.id, row.ownerId)) });

export async function trackingStatus(db: Db, agencyId: string, row: ServiceRow): Promise<TrackingStatusResponse> {
  const [figures, owner, consent, settings] = await Promise.all([
    linkFigures(db, agencyId, row.id),
    ownerOf(db, row),
    emailConsentOf(db, agencyId, row.ownerId),
    customerSettingsOf(db, agencyId),
  ]);
  return {
    ...figures,
    expiresAt: linkExpiry(row.completedAt)?.toISOString() ?? null,
    ownerHasEmail: !!owner?.email,
    ownerHasMobile: whatsappMobile(owner?.cel ?? '') !== null,
    notifyEmail: settings.notifyEmail,
    consent,
  };
}

/** "Gerar link": the URL once, and the wa.me address prefilled for the owner's mobile when there is one. */
export async function createLinkForDispatcher(db: Db, actor: TenantActor, row: ServiceRow, publicUrl: string, o: { keepOthers: boolean }) {
  const [owner, agency, vehicle, option] = await Promise.all([
    ownerOf(db, row),
    db.query.agencies.findFirst({ where: eq(agencies.id, actor.agencyId) }),
    db.query.vehicles.findFirst({ where: and(eq(vehicles.agencyId, actor.agencyId), eq(vehicles.id, row.vehicleId)) }),
    db.query.fieldOptions.findFirst({ where: and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, row.servico)) }),
  ]);
  if (!o.keepOthers) await revokeSharedLinks(db, actor.agencyId, row.id, actor.userId);
  const url = await createTrackingLink(db, { agencyId: actor.agencyId, serviceId: row.id, purpose: 'shared', userId: actor.userId, publicUrl });
  await recordActorAudit(db, actor, {
    action: 'created',
    entity: 'tracking_link',
    entityId: row.id,
    summary: `Gerou link de acompanhamento do serviço nº ${row.number}${o.keepOthers ? '' : ' (os anteriores revogados)'}`,
  });
  await recordActivity(
    db,
    actor.agencyId,
    actor,
    {
      action: 'created',
      entity: 'service',
      entityId: row.id,
      summary: `Compartilhou o acompanhamento do serviço nº ${row.number}`,
    },
    false,
  );
  const whatsappUrl =
    whatsappLinkMessenger().handoffUrl!(owner?.cel ?? '', {
      agencyName: agency?.name ?? '',
      serviceNumber: row.number,
      serviceLabel: option?.optionLabel ?? row.servico,
      plate: partialPlate(vehicle?.placa ?? ''),
      headline: '',
      link: url,
    }) ?? null;
  return { url, whatsappUrl };
}

export async function revokeLinks(db: Db, actor: TenantActor, row: ServiceRow) {
  await revokeTrackingLinks(db, actor.agencyId, row.id, actor.userId);
  await recordActorAudit(db, actor, {
    action: 'deleted',
    entity: 'tracking_link',
    entityId: row.id,
    summary: `Revogou os links de acompanhamento do serviço nº ${row.number}`,
  });
  await recordActivity(
    db,
    actor.agencyId,
    actor,
    {
      action: 'updated',
      entity: 'service',
      entityId: row.id,
      summary: `Revogou os links de acompanhamento do serviço nº ${row.number}`,
    },
    false,
  );
}

export async function setConsent(db: Db, actor: TenantActor, row: ServiceRow, granted: boolean) {
  const before = await emailConsentOf(db, actor.agencyId, row.ownerId);
  await setEmailConsent(db, actor, row.ownerId, granted);
  // LGPD: a consent given or withdrawn is an audit fact (who, when), beside the consent row itself.
  await recordActorAudit(db, actor, {
    action: 'updated',
    entity: 'owner',
    entityId: row.ownerId,
    summary: `${granted ? 'Registrou' : 'Revogou'} a autorização de avisos por e-mail do proprietário (serviço nº ${row.number})`,
    changes: { consentimentoEmail: { before: before.granted, after: granted } },
  });
  await recordActivity(
    db,
    actor.agencyId,
    actor,
    {
      action: 'updated',
      entity: 'owner',
      entityId: row.ownerId,
      summary: `${granted ? 'Registrou' : 'Revogou'} a autorização de avisos por e-mail do proprietário (serviço nº ${row.number})`,
    },
    false,
  );
}
