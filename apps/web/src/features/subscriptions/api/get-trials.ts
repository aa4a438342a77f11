import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrialResponse } from '@despacha/domain/contracts/subscription-metrics';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

export const getTrials = (signal?: AbortSignal) => apiRequest<TrialResponse[]>('/api/admin/subscriptions/trials', { signal });

export const trialsQueryOptions = () => queryOptions({ queryKey: subscriptionsKeys.trials, queryFn: ({ signal }) => getTrials(signal), staleTime: 0 });

export const useTrials = () => useQuery(trialsQueryOptions());
