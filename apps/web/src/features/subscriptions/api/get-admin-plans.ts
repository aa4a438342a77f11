import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlanResponse } from '@despacha/domain/contracts/plans';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

export const getAdminPlans = (signal?: AbortSignal) => apiRequest<AdminPlanResponse[]>('/api/admin/plans', { signal });

export const adminPlansQueryOptions = () => queryOptions({ queryKey: subscriptionsKeys.plans, queryFn: ({ signal }) => getAdminPlans(signal), staleTime: 0 });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());
