import { and, asc, eq, isNull } from 'drizzle-orm';
import { stageOf, type ProcessStage } from '@despacha/domain/process/stages';
import { serviceMoney } from '@despacha/domain/money/service-money';
import { agencyHasLeft } from '@despacha/domain/billing/agency';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { partialPlate } from '@despacha/domain/plate-privacy';
import { linkExpiry } from '@despacha/domain/tracking/present';
import type { Db } from '../../db/client.ts';
import { missingDocument } from '../../db/index-predicates.ts';
import { agencies, fieldOptions, inspections, serviceDocuments, serviceMovements, services, trackingLinks, vehicles } from '../../db/schema/index.ts';
import { hashPublicToken, isPublicTokenShape } from '../../lib/public-token.ts';
import { customerSettingsOf } from './settings.ts';

/**
 * Everything the customer's page shows, and nothing else: no owner, no CPF, no address, no notes
 * typed by the staff (they may hold any of those). Only the fields listed here leave the database.
 */
export type PublicView = {
  link: { agencyId: string; id: string; serviceId: string };
  agency: { name: string; phone: string; email: string };
  service: { number: number; label: string; stage: ProcessStage; updatedAt: Date };
  plate: string;
  movements: { stage: string; movedOn: string }[];
  missing: string[];
  inspection: { data: string; hora: string; posto: string } | null;
  dueCents: number;
  /** The DETRAN fee is "a confirmar": `dueCents` is the known part only, and the page says so (decision 078). */
  feeToConfirm: boolean;
  pix: { key: string; merchantName: string; merchantCity: string } | null;
};

/** The page's data, or null for any token that is malformed, unknown, revoked or past its expiry. */
export async function loadPublicView(db: Db, token: string, now = new Date()): Promise<PublicView | null> {
  if (!isPublicTokenShape(token)) return null;
  const link = await db.query.trackingLinks.findFirst({ where: and(eq(trackingLinks.tokenHash, hashPublicToken(token)), isNull(trackingLinks.revokedAt)) });
  if (!link) return null;
  const scope = { agencyId: link.agencyId, serviceId: link.serviceId };
  const service = await db.query.services.findFirst({ where: and(eq(services.agencyId, scope.agencyId), eq(services.id, scope.serviceId)) });
  if (!service) return null;
  const expiry = linkExpiry(service.completedAt);
  if (expiry && expiry <= now) return null;

  const [agency, vehicle, option, movements, docs, inspection, settings] = await Promise.all([
    db.query.agencies.findFirst({ where: eq(agencies.id, scope.agencyId) }),
    db.query.vehicles.findFirst({ where: and(eq(vehicles.agencyId, scope.agencyId), eq(vehicles.id, service.vehicleId)) }),
    db.query.fieldOptions.findFirst({ where: and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, service.servico)) }),
    db
      .select({ stage: serviceMovements.stage, movedOn: serviceMovements.movedOn })
      .from(serviceMovements)
      .where(and(eq(serviceMovements.agencyId, scope.agencyId), eq(serviceMovements.serviceId, scope.serviceId)))
      .orderBy(asc(serviceMovements.createdAt)),
    missingDocumentsQuery(db, scope),
    db.query.inspections.findFirst({ where: and(eq(inspections.agencyId, scope.agencyId), eq(inspections.serviceId, scope.serviceId)) }),
    customerSettingsOf(db, scope.agencyId),
  ]);
  // An agency that left the platform keeps no page for its customers (decision 048).
  if (!agency || agencyHasLeft(agency.status)) return null;
  const missing = documentChecklist.filter(({ value }) => docs.some((d) => d.item === value)).map((d) => d.label);
  const money = serviceMoney({
    valor: service.valorCents,
    honorarios: service.honorariosCents,
    duvidas: service.duvidasCents,
    extras: service.extrasCents,
    valorPago: service.valorPagoCents,
  });
  const merchantName = settings.pixMerchantName || agency.name;
  const pix =
    settings.pixKey && settings.pixMerchantCity && merchantName ? { key: settings.pixKey, merchantName, merchantCity: settings.pixMerchantCity } : null;
  return {
    link: { agencyId: link.agencyId, id: link.id, serviceId: link.serviceId },
    agency: { name: agency.name, phone: agency.phone ?? '', email: agency.email ?? '' },
    service: { number: service.number, label: option?.optionLabel ?? service.servico, stage: stageOf(service), updatedAt: service.updatedAt },
    plate: partialPlate(vehicle?.placa ?? ''),
    movements,
    missing,
    inspection: inspection?.data ? { data: inspection.data, hora: inspection.hora, posto: inspection.posto } : null,
    dueCents: money.balance,
    feeToConfirm: money.feeUnknown,
    pix,
  };
}

/** The service's missing documents, the page's list: service_documents_missing_idx holds exactly those. */
export const missingDocumentsQuery = (db: Db, scope: { agencyId: string; serviceId: string }) =>
  db
    .select({ item: serviceDocuments.item })
    .from(serviceDocuments)
    .where(and(eq(serviceDocuments.agencyId, scope.agencyId), eq(serviceDocuments.serviceId, scope.serviceId), missingDocument));
