import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@despacha/domain/contracts/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKey } from './keys.ts';

export const getAdminUser = (id: string, signal?: AbortSignal) => apiRequest<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal });

export const adminUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...usersKey, 'admin-detail', id], queryFn: ({ signal }) => getAdminUser(id, signal) });

export const useAdminUser = (id: string) => useQuery(adminUserQueryOptions(id));
