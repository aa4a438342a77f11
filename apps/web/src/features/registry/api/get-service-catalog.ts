import { useQuery } from '@tanstack/react-query';
import type { CatalogEntry } from '@despacha/domain/service-catalog/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The service types with this year's DETRAN fee (the catalog every agency shares), for the hint in
 * Cadastro do Serviço. Same key as the catalog screen's and Orçamentos' reads: one cache entry.
 * Fees change once a year: a few minutes' cache is fresh enough.
 */
export const useServiceCatalog = () =>
  useQuery({ queryKey: ['service-catalog'], queryFn: ({ signal }) => apiRequest<CatalogEntry[]>('/api/service-catalog', { signal }), staleTime: 5 * 60_000 });
