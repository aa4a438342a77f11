import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUserData } from '@despacha/domain/contracts/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKey } from './keys.ts';

export const inviteAgencyUser = (body: InviteUserData) => apiRequest<{ id: string }>('/api/agency/users', { method: 'POST', body });

export function useInviteAgencyUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteAgencyUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }) });
}
