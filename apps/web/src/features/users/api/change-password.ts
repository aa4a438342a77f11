import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@despacha/domain/contracts/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/me-query.ts';

export const changePassword = (body: ChangePasswordBody) => apiRequest<{ ok: true }>('/api/me/password', { method: 'POST', body });

/** The session (and its mustChangePassword flag) is read again before anyone navigates. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }) });
}
