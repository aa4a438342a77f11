import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlanResponse, CreatePlanRequest } from '@despacha/domain/contracts/plans';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshPlans } from './update-plan.ts';

export const createPlan = (body: CreatePlanRequest) => apiRequest<AdminPlanResponse>('/api/admin/plans', { method: 'POST', body });

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlan, onSuccess: () => refreshPlans(queryClient) });
}
