import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrialListQuery, TrialPage } from '@despacha/domain/contracts/subscription-metrics';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

/** The trials tab's page, order and status filter, all applied by the server. */
export type TrialFilters = Required<Pick<TrialListQuery, 'page' | 'sort' | 'dir'>> & Pick<TrialListQuery, 'status'>;

export function getTrials(filters: TrialFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page), sort: filters.sort, dir: filters.dir });
  if (filters.status) params.set('status', filters.status);
  return apiRequest<TrialPage>(`/api/admin/subscriptions/trials?${params}`, { signal });
}

export const trialsQueryOptions = (filters: TrialFilters) =>
  queryOptions({
    queryKey: subscriptionsKeys.trials(filters),
    queryFn: ({ signal }) => getTrials(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useTrials = (filters: TrialFilters) => useQuery(trialsQueryOptions(filters));
