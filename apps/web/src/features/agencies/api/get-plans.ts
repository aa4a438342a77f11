import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanResponse } from '@despacha/domain/contracts/agencies';
import { apiRequest } from '../../../lib/api-client.ts';

export const getPlans = (signal?: AbortSignal) => apiRequest<PlanResponse[]>('/api/plans', { signal });

export const plansQueryOptions = () => queryOptions({ queryKey: ['plans'], queryFn: ({ signal }) => getPlans(signal), staleTime: 5 * 60_000 });

export const usePlans = () => useQuery(plansQueryOptions());
