import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClientData } from '@despacha/domain/contracts/admin';
import type { ClientListItem } from '@despacha/domain/contracts/clients';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientsKey } from './get-clients.ts';

export const createClient = (body: CreateClientData) => apiRequest<ClientListItem>('/api/admin/clients', { method: 'POST', body });

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
