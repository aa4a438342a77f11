import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyResponse } from '@despacha/domain/contracts/agencies';
import { apiRequest } from '../../../lib/api-client.ts';

export const getAgency = (signal?: AbortSignal) => apiRequest<AgencyResponse>('/api/agency', { signal });

export const agencyQueryOptions = () =>
  queryOptions({ queryKey: ['requests', 'agency'] as const, queryFn: ({ signal }) => getAgency(signal), staleTime: 5 * 60_000 });

/** The agency heading of the printed forms. */
export const useAgency = () => useQuery(agencyQueryOptions());
