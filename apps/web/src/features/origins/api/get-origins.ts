import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every origins query (lists and details) starts with this key: saving invalidates them all. */
export const originsKey = ['origins'] as const;

export const getOrigins = (q: string, signal?: AbortSignal) =>
  apiRequest<OriginResponse[]>(q ? `/api/origins?q=${encodeURIComponent(q)}` : '/api/origins', { signal });

export const originsQueryOptions = (q = '') => queryOptions({ queryKey: [...originsKey, 'list', q], queryFn: ({ signal }) => getOrigins(q, signal) });

/** Keeps the previous rows on screen while a new search answers. */
export const useOrigins = (q = '') => useQuery({ ...originsQueryOptions(q), placeholderData: keepPreviousData });
