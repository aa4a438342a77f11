import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionSummaryResponse } from '@despacha/domain/contracts/subscription-metrics';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

export const getSubscriptionSummary = (signal?: AbortSignal) => apiRequest<SubscriptionSummaryResponse>('/api/admin/subscriptions/summary', { signal });

export const subscriptionSummaryQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsKeys.summary, queryFn: ({ signal }) => getSubscriptionSummary(signal), staleTime: 0 });

export const useSubscriptionSummary = () => useQuery(subscriptionSummaryQueryOptions());
