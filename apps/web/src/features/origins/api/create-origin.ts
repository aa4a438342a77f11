import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OriginData, OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { apiRequest } from '../../../lib/api-client.ts';
import { originQueryOptions } from './get-origin.ts';
import { originsKey } from './get-origins.ts';

/** The contract's parsed output is sent: CNPJ normalized, phone and CEP as digits, date as ISO. */
export const createOrigin = (body: OriginData) => apiRequest<OriginResponse>('/api/origins', { method: 'POST', body });

export function useCreateOrigin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrigin,
    onSuccess: async (origin) => {
      queryClient.setQueryData(originQueryOptions(origin.id).queryKey, origin);
      await queryClient.invalidateQueries({ queryKey: [...originsKey, 'list'] });
    },
  });
}
