import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshFieldOptions } from './update-field-option.ts';

export const deleteFieldOption = (id: string) => apiRequest<void>(`/api/admin/field-options/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteFieldOption() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFieldOption, onSuccess: () => refreshFieldOptions(queryClient) });
}
