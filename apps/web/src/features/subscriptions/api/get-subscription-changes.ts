import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionChangeItem } from '@despacha/domain/contracts/clients';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

/** The plan/status history of every client, newest first (served by the clients module). */
export const getSubscriptionChanges = (signal?: AbortSignal) => apiRequest<SubscriptionChangeItem[]>('/api/admin/subscription-changes', { signal });

export const subscriptionChangesQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsKeys.changes, queryFn: ({ signal }) => getSubscriptionChanges(signal), staleTime: 0 });

export const useSubscriptionChanges = () => useQuery(subscriptionChangesQueryOptions());
