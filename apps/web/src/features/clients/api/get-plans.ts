import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanResponse } from '@despacha/domain/contracts/agencies';
import { apiRequest } from '../../../lib/api-client.ts';

export const getPlans = (signal?: AbortSignal) => apiRequest<PlanResponse[]>('/api/plans', { signal });

/** The active plans (cheapest first); the same key as the rest of the app, so a plan edit refreshes it. */
export const plansQueryOptions = () => queryOptions({ queryKey: ['plans'], queryFn: ({ signal }) => getPlans(signal), staleTime: 60_000 });

export const usePlans = () => useQuery(plansQueryOptions());
