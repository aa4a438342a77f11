import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from './toast.ts';
import { authMessages } from '@despacha/domain/messages';
import { apiRequest } from './api-client.ts';
import { leaveGuardStore } from './leave-guard.ts';
import { meQueryKey } from './me-query.ts';
import { paths } from './paths.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: () => apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      await queryClient.cancelQueries();
      // The session query stays (as "signed out") so the guards see the change at once.
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      toast.success(authMessages.logoutTitle, { description: authMessages.logoutDescription });
      await navigate(paths.login.path, { replace: true });
    },
    onError: () => {
      // Still signed in: the forms given up for the sign-out are guarded again.
      leaveGuardStore.rearm();
      toast.error(authMessages.logoutFailedTitle, { description: authMessages.logoutFailedDescription });
    },
  });
}
