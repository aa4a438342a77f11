import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminPlanResponse, UpdatePlanRequest } from '@despacha/domain/contracts/plans';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

export const updatePlan = ({ id, data }: { id: string; data: UpdatePlanRequest }) =>
  apiRequest<AdminPlanResponse>(`/api/admin/plans/${encodeURIComponent(id)}`, { method: 'PATCH', body: data });

/** Plan prices feed MRR, and new agencies choose among the active plans. */
export const refreshPlans = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionsKeys.plans }),
    queryClient.invalidateQueries({ queryKey: subscriptionsKeys.summary }),
    queryClient.invalidateQueries({ queryKey: subscriptionsKeys.publicPlans }),
  ]);

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePlan, onSuccess: () => refreshPlans(queryClient) });
}
