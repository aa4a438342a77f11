import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import type { ClientListResponse, ClientSortKey } from '@despacha/domain/contracts/clients';
import type { SortState } from '../../../components/ui/table-sort.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every clients query (lists and details) starts with this key: a change invalidates them all. */
export const clientsKey = ['clients'] as const;

export type ClientSort = SortState<ClientSortKey>;
export type ClientListParams = { q: string; status: AgencyStatus | ''; sort?: ClientSort; page: number; pageSize?: number };

/** The server's own order (newest first): the list opens sorted by it and sends no sort for it. */
export const defaultClientSort: ClientSort = { key: 'createdAt', dir: 'desc' };

/** The query string of a filtered, sorted list; the export uses the same filter and order. */
export function clientFilterQuery({ q, status, sort }: Pick<ClientListParams, 'q' | 'status' | 'sort'>): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  if (sort && (sort.key !== defaultClientSort.key || sort.dir !== defaultClientSort.dir)) {
    params.set('sort', sort.key);
    params.set('dir', sort.dir);
  }
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
