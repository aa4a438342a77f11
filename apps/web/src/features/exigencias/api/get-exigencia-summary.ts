import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExigenciaSummaryResponse } from '@despacha/domain/exigencias/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exigenciaKeys } from './query-keys.ts';

export const getExigenciaSummary = (signal?: AbortSignal) => apiRequest<ExigenciaSummaryResponse>('/api/exigencias/summary', { signal });

export const exigenciaSummaryQueryOptions = () =>
  queryOptions({ queryKey: exigenciaKeys.summary(), queryFn: ({ signal }) => getExigenciaSummary(signal), staleTime: 0 });

export const useExigenciaSummary = () => useQuery(exigenciaSummaryQueryOptions());
