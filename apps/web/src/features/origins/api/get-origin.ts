import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { apiRequest } from '../../../lib/api-client.ts';
import { originsKey } from './get-origins.ts';

export const getOrigin = (id: string, signal?: AbortSignal) => apiRequest<OriginResponse>(`/api/origins/${encodeURIComponent(id)}`, { signal });

export const originQueryOptions = (id: string) => queryOptions({ queryKey: [...originsKey, 'detail', id], queryFn: ({ signal }) => getOrigin(id, signal) });

export const useOrigin = (id: string) => useQuery(originQueryOptions(id));
