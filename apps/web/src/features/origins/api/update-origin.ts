import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OriginData, OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { apiRequest } from '../../../lib/api-client.ts';
import { originQueryOptions } from './get-origin.ts';
import { originsKey } from './get-origins.ts';

export const updateOrigin = ({ id, data }: { id: string; data: OriginData }) =>
  apiRequest<OriginResponse>(`/api/origins/${encodeURIComponent(id)}`, { method: 'PUT', body: data });

export function useUpdateOrigin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrigin,
    onSuccess: async (origin) => {
      queryClient.setQueryData(originQueryOptions(origin.id).queryKey, origin);
      await queryClient.invalidateQueries({ queryKey: [...originsKey, 'list'] });
    },
  });
}
