import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserSortKey, AdminUsersResponse } from '@despacha/domain/contracts/users';
import type { SortState } from '../../../components/ui/table-sort.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKey } from './keys.ts';

export type AdminUserSort = SortState<AdminUserSortKey>;
export type AdminUsersFilter = { q: string; clientId: string; sort?: AdminUserSort; page: number };

/** The server's own order (newest first): the list opens sorted by it and sends no sort for it. */
export const defaultAdminUserSort: AdminUserSort = { key: 'createdAt', dir: 'desc' };

export const getAdminUsers = ({ q, clientId, sort, page }: AdminUsersFilter, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (clientId) params.set('clientId', clientId);
  if (sort && (sort.key !== defaultAdminUserSort.key || sort.dir !== defaultAdminUserSort.dir)) {
    params.set('sort', sort.key);
    params.set('dir', sort.dir);
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return apiRequest<AdminUsersResponse>(`/api/admin/users${query ? `?${query}` : ''}`, { signal });
};

export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  queryOptions({ queryKey: [...usersKey, 'admin', filter], queryFn: ({ signal }) => getAdminUsers(filter, signal) });

/** Keeps the previous rows on screen while a new search answers. */
export const useAdminUsers = (filter: AdminUsersFilter) => useQuery({ ...adminUsersQueryOptions(filter), placeholderData: keepPreviousData });
