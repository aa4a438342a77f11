import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyUsersResponse } from '@despacha/domain/contracts/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKey } from './keys.ts';

export const getAgencyUsers = (signal?: AbortSignal) => apiRequest<AgencyUsersResponse>('/api/agency/users', { signal });

export const agencyUsersQueryOptions = queryOptions({ queryKey: [...usersKey, 'agency'], queryFn: ({ signal }) => getAgencyUsers(signal) });

export const useAgencyUsers = () => useQuery(agencyUsersQueryOptions);
