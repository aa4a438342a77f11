import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyRole } from '@despacha/domain/contracts/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKey } from './keys.ts';

export const updateAgencyUser = ({ id, role }: { id: string; role: AgencyRole }) =>
  apiRequest<{ ok: true }>(`/api/agency/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: { role } });

export function useUpdateAgencyUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAgencyUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }) });
}
