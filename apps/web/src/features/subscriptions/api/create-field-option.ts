import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldOptionRequest } from '@despacha/domain/contracts/admin';
import type { AdminFieldOptionResponse } from '@despacha/domain/contracts/field-options';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshFieldOptions } from './update-field-option.ts';

export const createFieldOption = (body: FieldOptionRequest) => apiRequest<AdminFieldOptionResponse>('/api/admin/field-options', { method: 'POST', body });

export function useCreateFieldOption() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFieldOption, onSuccess: () => refreshFieldOptions(queryClient) });
}
