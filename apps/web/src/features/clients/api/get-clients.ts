import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import type { ClientListResponse } from '@despacha/domain/contracts/clients';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every clients query (lists and details) starts with this key: a change invalidates them all. */
export const clientsKey = ['clients'] as const;

export type ClientListParams = { q: string; status: AgencyStatus | ''; page: number; pageSize?: number };

/** The query string of a filtered list; the export uses the same filter. */
export function clientFilterQuery({ q, status }: Pick<ClientListParams, 'q' | 'status'>): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  return params;
}

export const getClients = (p: ClientListParams, signal?: AbortSignal) => {
  const params = clientFilterQuery(p);
  params.set('page', String(p.page));
  if (p.pageSize) params.set('pageSize', String(p.pageSize));
  return apiRequest<ClientListResponse>(`/api/admin/clients?${params.toString()}`, { signal });
};

export const clientsQueryOptions = (p: ClientListParams) =>
  queryOptions({ queryKey: [...clientsKey, 'list', p], queryFn: ({ signal }) => getClients(p, signal) });

/** Keeps the previous page on screen while the next one answers. */
export const useClients = (p: ClientListParams) => useQuery({ ...clientsQueryOptions(p), placeholderData: keepPreviousData });
