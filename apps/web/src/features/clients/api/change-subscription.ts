import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionChangeData } from '@despacha/domain/contracts/admin';
import type { SubscriptionChangeResponse } from '@despacha/domain/contracts/clients';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientsKey } from './get-clients.ts';

/**
 * Prefix of the Subscriptions screen's queries (its changes tab, MRR summary, trials): a change
 * of plan or status alters them all. Features do not import each other, so the key is repeated here.
 */
export const subscriptionsScreenKey = ['admin', 'subscriptions'] as const;

export const changeSubscription = ({ clientId, data }: { clientId: string; data: SubscriptionChangeData }) =>
  apiRequest<SubscriptionChangeResponse>(`/api/admin/clients/${encodeURIComponent(clientId)}/subscription-change`, { method: 'POST', body: data });

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    // Spec §4: afterwards the clients and subscription-changes lists are refreshed.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: clientsKey }), queryClient.invalidateQueries({ queryKey: subscriptionsScreenKey })]),
  });
}
