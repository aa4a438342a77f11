import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserClientOption } from '@despacha/domain/contracts/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKey } from './keys.ts';

export const getUserClients = (signal?: AbortSignal) => apiRequest<UserClientOption[]>('/api/admin/users/clients', { signal });

export const userClientsQueryOptions = queryOptions({ queryKey: [...usersKey, 'clients'], queryFn: ({ signal }) => getUserClients(signal) });

export const useUserClients = () => useQuery(userClientsQueryOptions);
