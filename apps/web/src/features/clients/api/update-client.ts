import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetailResponse, UpdateClientData } from '@despacha/domain/contracts/clients';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientQueryOptions } from './get-client.ts';
import { clientsKey } from './get-clients.ts';

export const updateClient = ({ id, data }: { id: string; data: UpdateClientData }) =>
  apiRequest<ClientDetailResponse>(`/api/admin/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body: data });

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientQueryOptions(client.id).queryKey, client);
      await queryClient.invalidateQueries({ queryKey: [...clientsKey, 'list'] });
    },
  });
}
