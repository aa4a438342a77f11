import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A service a library document can be filled from (GET /api/library/services): every service of
 * the vehicles found, open or completed; status and cover say which certificates it may fill.
 */
export type PickedService = { id: string; number: number; servico: string; status: string; capaProcesso: string; plate: string; ownerName: string };

export const searchLibraryServices = (q: string) => apiRequest<PickedService[]>(`/api/library/services?${new URLSearchParams({ q })}`);

/** "Buscar" is an action: each click asks the server again. */
export const useSearchServices = () => useMutation({ mutationFn: searchLibraryServices });
