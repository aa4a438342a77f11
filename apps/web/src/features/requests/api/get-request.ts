import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestDetail } from '@despacha/domain/contracts/requests/request-record';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestQueryKeys } from './query-keys.ts';

export const getRequest = (id: string, signal?: AbortSignal) => apiRequest<RequestDetail>(`/api/requests/${encodeURIComponent(id)}`, { signal });

export const getRequestQueryOptions = (id: string) => queryOptions({ queryKey: requestQueryKeys.detail(id), queryFn: ({ signal }) => getRequest(id, signal) });

/** `id` may be null/'' (e.g. no `?from=` in the URL): the query then stays idle. */
export const useRequest = (id: string | null | undefined) => useQuery({ ...getRequestQueryOptions(id ?? ''), enabled: Boolean(id) });
