import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@despacha/domain/contracts/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKey } from './keys.ts';

export type AdminUsersFilter = { q: string; clientId: string; page: number };

export const getAdminUsers = ({ q, clientId, page }: AdminUsersFilter, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (clientId) params.set('clientId', clientId);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return apiRequest<AdminUsersResponse>(`/api/admin/users${query ? `?${query}` : ''}`, { signal });
};

export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  queryOptions({ queryKey: [...usersKey, 'admin', filter], queryFn: ({ signal }) => getAdminUsers(filter, signal) });

/** Keeps the previous rows on screen while a new search answers. */
export const useAdminUsers = (filter: AdminUsersFilter) => useQuery({ ...adminUsersQueryOptions(filter), placeholderData: keepPreviousData });
