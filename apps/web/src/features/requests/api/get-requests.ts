import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestList, RequestListFilters, RequestSortKey } from '@despacha/domain/contracts/requests/request-record';
import type { SortState } from '../../../components/ui/table-sort.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestQueryKeys } from './query-keys.ts';

/** The server's own order (newest first): the list opens sorted by it and sends no sort for it. */
export const defaultRequestSort: SortState<RequestSortKey> = { key: 'createdAt', dir: 'desc' };

export function requestsSearch(filters: RequestListFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.placa?.trim()) params.set('placa', filters.placa.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort && (filters.sort !== defaultRequestSort.key || (filters.dir ?? 'asc') !== defaultRequestSort.dir)) {
    params.set('sort', filters.sort);
    params.set('dir', filters.dir ?? 'asc');
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const getRequests = (filters: RequestListFilters, signal?: AbortSignal) =>
  apiRequest<RequestList>(`/api/requests${requestsSearch(filters)}`, { signal });

export const requestsQueryOptions = (filters: RequestListFilters = {}) =>
  queryOptions({ queryKey: requestQueryKeys.list(filters), queryFn: ({ signal }) => getRequests(filters, signal) });

/** Keeps the previous page on screen while the next one (or a new filter) answers. */
export const useRequests = (filters: RequestListFilters = {}) => useQuery({ ...requestsQueryOptions(filters), placeholderData: keepPreviousData });
