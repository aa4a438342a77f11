import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminFieldOptionResponse, UpdateFieldOptionRequest } from '@despacha/domain/contracts/field-options';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

export const updateFieldOption = ({ id, data }: { id: string; data: UpdateFieldOptionRequest }) =>
  apiRequest<AdminFieldOptionResponse>(`/api/admin/field-options/${encodeURIComponent(id)}`, { method: 'PATCH', body: data });

/** The registry's select lists read the active options: they change with every admin edit. */
export const refreshFieldOptions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionsKeys.fieldOptions }),
    queryClient.invalidateQueries({ queryKey: subscriptionsKeys.publicFieldOptions }),
  ]);

export function useUpdateFieldOption() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateFieldOption, onSuccess: () => refreshFieldOptions(queryClient) });
}
