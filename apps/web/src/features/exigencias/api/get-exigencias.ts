import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExigenciaListQuery, ExigenciaListResponse } from '@despacha/domain/exigencias/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exigenciaKeys } from './query-keys.ts';

function search(query: ExigenciaListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const getExigencias = (query: ExigenciaListQuery, signal?: AbortSignal) =>
  apiRequest<ExigenciaListResponse>(`/api/exigencias?${search(query)}`, { signal });

export const exigenciasQueryOptions = (query: ExigenciaListQuery) =>
  queryOptions({ queryKey: exigenciaKeys.list(query), queryFn: ({ signal }) => getExigencias(query, signal), placeholderData: keepPreviousData });

export const useExigencias = (query: ExigenciaListQuery) => useQuery(exigenciasQueryOptions(query));
