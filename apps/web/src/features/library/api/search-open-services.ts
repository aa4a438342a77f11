import { useMutation } from '@tanstack/react-query';
import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import { displayPlate } from '@despacha/domain/validators/plate';
import { apiRequest } from '../../../lib/api-client.ts';

/** An open service a library document can be filled from. */
export type PickedService = { id: string; number: number; servico: string; plate: string; ownerName: string };

export const searchRegistry = (q: string) => apiRequest<SearchResult[]>(`/api/registry/search?${new URLSearchParams({ q })}`);

/** The open services of the vehicles the registry search finds (plate, RENAVAM, CPF/CNPJ, name). */
export function openServicesOf(results: SearchResult[]): PickedService[] {
  return results.flatMap((r) =>
    r.vehicle
      ? r.openServices
          .filter((s) => s.vehicleId === r.vehicle!.id)
          .map((s) => ({ id: s.id, number: s.number, servico: s.servico, plate: displayPlate(r.vehicle!.placa), ownerName: r.owner.nome }))
      : [],
  );
}

/** "Buscar" is an action: each click asks the server again. */
export const useSearchOpenServices = () => useMutation({ mutationFn: async (q: string) => openServicesOf(await searchRegistry(q)) });
