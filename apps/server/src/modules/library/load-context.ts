import { and, eq } from 'drizzle-orm';
import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { ChecklistEntry, InspectionResponse, MovementResponse } from '@despacha/domain/contracts/registry/service-detail';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import type { Db } from '../../db/client.ts';
import { agencies, fieldOptions, origins } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ServiceDuda } from '../../lib/pdf/duda.ts';
import type { AgencyHeading } from '../../lib/pdf/render.ts';
import { todayIso } from '../../lib/dates.ts';
import { toService } from '../registry/public.ts';
import { getOwner, getServiceRow, getVehicle } from '../registry/public.ts';
import { authorisedNfseOf, type ReceiptNfse } from '../nfse/public.ts';
import { checklistOf, inspectionOf, movementsOf } from '../services/public.ts';
import { dudaOfType, dudaServiceType } from './duda.ts';

export type OriginCompany = typeof origins.$inferSelect;

/** Everything a prefilled document may show about one service of the agency. */
export type ServiceContext = {
  service: ServiceResponse;
  serviceLabel: string;
  /** The type's DUDA codes (service catalog), verified or "a confirmar", and whether it is paid by DUDA. */
  duda: ServiceDuda;
  owner: OwnerResponse | null;
  vehicle: VehicleResponse | null;
  origin: OriginCompany | null;
  movements: MovementResponse[];
  inspection: InspectionResponse;
  checklist: ChecklistEntry[];
  /** The service's authorised NFS-e, which the Recibo names (issue 37). */
  nfse?: ReceiptNfse | null;
};

export type LibraryContext = {
  agency: AgencyHeading;
  today: string;
  filled: ServiceContext | null;
  /** The DUDA the document prints (duda.ts: the request's own service type, or the service's); none when absent. */
  duda?: ServiceDuda | null;
};

export async function loadAgency(db: Db, agencyId: string): Promise<AgencyHeading> {
  const agency = await db.query.agencies.findFirst({ where: eq(agencies.id, agencyId) });
  if (!agency) throw notFound();
  return agency;
}

/** The service with its owner, vehicle, origin company and folder; another agency's service is 404. */
export async function loadServiceContext(db: Db, { agencyId, serviceId }: { agencyId: string; serviceId: string }): Promise<ServiceContext> {
  const row = await getServiceRow(db, { agencyId, id: serviceId });
  if (!row) throw notFound();
  const scope = { agencyId, serviceId: row.id };
  const [owner, vehicle, origin, option, movements, inspection, checklist, duda, nfse] = await Promise.all([
    getOwner(db, { agencyId, id: row.ownerId }),
    getVehicle(db, { agencyId, id: row.vehicleId }),
    row.originId ? db.query.origins.findFirst({ where: and(eq(origins.agencyId, agencyId), eq(origins.id, row.originId)) }) : undefined,
    db.query.fieldOptions.findFirst({ where: and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, row.servico)) }),
    movementsOf(db, scope),
    inspectionOf(db, scope),
    checklistOf(db, scope),
    dudaOfType(db, row.servico),
    authorisedNfseOf(db, agencyId, row.id),
  ]);
  return {
    service: toService(row),
    serviceLabel: option?.optionLabel ?? row.servico,
    duda,
    owner,
    vehicle,
    origin: origin ?? null,
    movements,
    inspection,
    checklist,
    nfse,
  };
}

/** What the item's document shows: the agency, the service it is filled from (if any) and the DUDA it prints. */
export async function loadLibraryContext(
  db: Db,
  { agencyId, serviceId, itemId }: { agencyId: string; serviceId?: string; itemId?: string },
): Promise<LibraryContext> {
  const [agency, filled] = await Promise.all([loadAgency(db, agencyId), serviceId ? loadServiceContext(db, { agencyId, serviceId }) : null]);
  const type = itemId ? dudaServiceType(itemId, filled?.service.servico) : null;
  const duda = !type ? null : type === filled?.service.servico ? filled.duda : await dudaOfType(db, type);
  return { agency, today: todayIso(), filled, duda };
}
