import { z } from 'zod';
import { displayPlate } from '@despacha/domain/validators/plate';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { searchRegistry } from '../registry/public.ts';

// "Gerar preenchido para um serviço": the services a library document can be filled from. The
// registry search answers only open services (what the desk works on), but certificates are
// issued once a service is completed, so the library lists every service of the vehicles found,
// with its status and cover for the page to tell which documents each one may fill.

export const libraryService = z.object({
  id: z.string(),
  number: z.number(),
  servico: z.string(),
  status: z.string(),
  capaProcesso: z.string(),
  plate: z.string(),
  ownerName: z.string(),
});
export type LibraryService = z.infer<typeof libraryService>;

/** At most this many vehicles, as the registry search; each with all its services, newest first. */
const VEHICLES = 10;

export async function librarySearch(db: Db, { agencyId, q }: { agencyId: string; q: string }): Promise<LibraryService[]> {
  const found = await searchRegistry(db, { agencyId, q, limit: VEHICLES });
  const withVehicle = found.filter((r) => r.vehicle);
  if (withVehicle.length === 0) return [];
  const rows = await servicesOfVehiclesQuery(
    db,
    agencyId,
    withVehicle.map((r) => r.vehicle!.id),
  );
  return withVehicle.flatMap((r) =>
    rows
      .filter((s) => s.vehicleId === r.vehicle!.id)
      .map(({ vehicleId: _v, ...s }) => ({ ...s, plate: displayPlate(r.vehicle!.placa), ownerName: r.owner.nome })),
  );
}

/** Every service of the vehicles found, newest first, in one statement over services_vehicle_idx (agency_id, vehicle_id). */
export const servicesOfVehiclesQuery = (db: Db, agencyId: string, vehicleIds: string[]) =>
  db
    .select({
      id: services.id,
      number: services.number,
      servico: services.servico,
      status: services.status,
      capaProcesso: services.capaProcesso,
      vehicleId: services.vehicleId,
    })
    .from(services)
    .where(and(eq(services.agencyId, agencyId), inArray(services.vehicleId, vehicleIds)))
    .orderBy(desc(services.number));
