import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOwnProfileBody } from '@despacha/domain/contracts/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/me-query.ts';

export const updateOwnProfile = (body: UpdateOwnProfileBody) => apiRequest<{ name: string }>('/api/me/profile', { method: 'PATCH', body });

/** The session is read again, so the header, the sidebar and the greeting show the new name. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOwnProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }) });
}
