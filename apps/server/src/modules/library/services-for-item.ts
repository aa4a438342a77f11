import { z } from 'zod';
import { displayPlate } from '@despacha/domain/validators/plate';
import type { Db } from '../../db/client.ts';
import { servicesOfVehicle } from '../registry/queries.ts';
import { searchRegistry } from '../registry/search-registry.ts';

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
  const lists = await Promise.all(withVehicle.map((r) => servicesOfVehicle(db, { agencyId, vehicleId: r.vehicle!.id })));
  return withVehicle.flatMap((r, i) =>
    lists[i]!.map((s) => ({
      id: s.id,
      number: s.number,
      servico: s.servico,
      status: s.status,
      capaProcesso: s.capaProcesso,
      plate: displayPlate(r.vehicle!.placa),
      ownerName: r.owner.nome,
    })),
  );
}
