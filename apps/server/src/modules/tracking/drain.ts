import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { formatBrDate } from '@despacha/domain/validators/date';
import { customerStageText } from '@despacha/domain/process/stages';
import { trackingPageTexts as t } from '@despacha/domain/tracking/messages';
import { partialPlate } from '@despacha/domain/plate-privacy';
import type { Db } from '../../db/client.ts';
import { agencies, customerNotifications, fieldOptions, inspections, ownerConsents, owners, services, vehicles } from '../../db/schema/index.ts';
import { createTrackingLink } from './links.ts';
import type { CustomerMessenger } from './messenger.ts';
import { customerSettingsOf } from './settings.ts';

const MAX_ATTEMPTS = 5;
const BATCH = 20;

type Row = typeof customerNotifications.$inferSelect;

/**
 * Sends the queued customer e-mails. Each row is claimed by bumping its attempt count from the value
 * read (a second process reading the same row loses the claim), then worked outside any transaction:
 * PGlite has one connection, and an SMTP round trip must not hold it.
 */
export async function drainCustomerNotifications(db: Db, deps: { email: CustomerMessenger; publicUrl: string }) {
  const pending = await db
    .select()
    .from(customerNotifications)
    .where(eq(customerNotifications.status, 'pending'))
    .orderBy(asc(customerNotifications.createdAt))
    .limit(BATCH);
  let sent = 0;
  for (const row of pending) {
    const [claimed] = await db
      .update(customerNotifications)
      .set({ attempts: row.attempts + 1 })
      .where(
        and(
          eq(customerNotifications.agencyId, row.agencyId),
          eq(customerNotifications.id, row.id),
          eq(customerNotifications.status, 'pending'),
          eq(customerNotifications.attempts, row.attempts),
        ),
      )
      .returning();
    if (!claimed) continue;
    try {
      const outcome = await deliver(db, claimed, deps);
      await finish(db, claimed, outcome === 'sent' ? { status: 'sent', sentAt: new Date(), error: '' } : { status: 'skipped', error: outcome });
      if (outcome === 'sent') sent++;
    } catch (err) {
      const error = err instanceof Error ? err.message.slice(0, 300) : 'erro';
      await finish(db, claimed, claimed.attempts >= MAX_ATTEMPTS ? { status: 'failed', error } : { error });
    }
  }
  return { sent };
}

const finish = (db: Db, row: Row, set: Partial<Row>) =>
  db
    .update(customerNotifications)
    .set(set)
    .where(and(eq(customerNotifications.agencyId, row.agencyId), eq(customerNotifications.id, row.id)));

/** Consent, e-mail and the agency's switch are read again: any may have changed since the row was queued. */
async function deliver(db: Db, row: Row, deps: { email: CustomerMessenger; publicUrl: string }): Promise<'sent' | string> {
  const scope = { agencyId: row.agencyId, serviceId: row.serviceId };
  const [target] = await db
    .select({ service: services, email: owners.email, placa: vehicles.placa, agencyName: agencies.name, label: fieldOptions.optionLabel })
    .from(services)
    .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
    .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
    .innerJoin(agencies, eq(agencies.id, services.agencyId))
    .innerJoin(ownerConsents, and(eq(ownerConsents.agencyId, owners.agencyId), eq(ownerConsents.ownerId, owners.id), eq(ownerConsents.channel, 'email')))
    .leftJoin(fieldOptions, and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, services.servico)))
    .where(and(eq(services.agencyId, scope.agencyId), eq(services.id, scope.serviceId), isNotNull(ownerConsents.grantedAt), isNull(ownerConsents.revokedAt)));
  if (!target || !target.email) return 'sem autorização ou e-mail';
  if (!(await customerSettingsOf(db, scope.agencyId)).notifyEmail) return 'avisos desligados';
  const headline = row.kind === 'inspection' ? await inspectionLine(db, scope) : customerStageText(row.position);
  if (!headline) return 'vistoria sem data';
  const link = await createTrackingLink(db, { ...scope, purpose: 'email', userId: null, publicUrl: deps.publicUrl });
  const update = {
    agencyName: target.agencyName,
    serviceNumber: target.service.number,
    serviceLabel: target.label ?? target.service.servico,
    plate: partialPlate(target.placa),
    headline,
    link,
  };
  return (await deps.email.send!(target.email, update)) ? 'sent' : 'limite de e-mails por hora';
}

async function inspectionLine(db: Db, scope: { agencyId: string; serviceId: string }) {
  const row = await db.query.inspections.findFirst({ where: and(eq(inspections.agencyId, scope.agencyId), eq(inspections.serviceId, scope.serviceId)) });
  if (!row?.data) return '';
  return t.mailInspection(t.inspectionAt(formatBrDate(row.data), row.hora), row.posto);
}
