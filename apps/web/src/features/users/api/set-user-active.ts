import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKey } from './keys.ts';

export type SetActiveInput = { id: string; active: boolean };

/** `scope` admin: any user of the platform; agency: the dispatcher's own agency. */
export const setUserActive = (scope: 'admin' | 'agency', { id, active }: SetActiveInput) =>
  apiRequest<{ ok: true }>(`/api/${scope}/users/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' });

export function useSetUserActive(scope: 'admin' | 'agency') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetActiveInput) => setUserActive(scope, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
