import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaSummaryResponse } from '@despacha/domain/agenda/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getAgendaSummary = (signal?: AbortSignal) => apiRequest<AgendaSummaryResponse>('/api/agenda/summary', { signal });

export const agendaSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['agenda', 'summary'], queryFn: ({ signal }) => getAgendaSummary(signal), staleTime: 0 });

export const useAgendaSummary = () => useQuery(agendaSummaryQueryOptions());
