import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TrialExtendBody } from '@despacha/domain/billing/trials';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

// Admin actions on trials (issue 14): each one changes the lists and the cards. The invoice
// actions are Faturamento's (billing-admin), whose list the Faturas tab shows.

export const convertTrial = (agencyId: string) =>
  apiRequest<{ invoiceId: string; number: number }>(`/api/admin/trials/${encodeURIComponent(agencyId)}/convert`, { method: 'POST', body: {} });

export const extendTrial = ({ agencyId, ...body }: TrialExtendBody & { agencyId: string }) =>
  apiRequest<{ trialEndsAt: string }>(`/api/admin/trials/${encodeURIComponent(agencyId)}/extend`, { method: 'POST', body });

/**
 * Trials and the summary cards (a conversion adds a subscription), and Faturamento's invoice
 * list and figures (it adds an invoice), which the Faturas tab shows too.
 */
const refresh = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all }), queryClient.invalidateQueries({ queryKey: ['admin', 'billing'] })]);

export function useConvertTrial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: convertTrial, onSuccess: () => refresh(queryClient) });
}

export function useExtendTrial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: extendTrial, onSuccess: () => refresh(queryClient) });
}
