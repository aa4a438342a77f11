import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@despacha/domain/contracts/auth';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryOptions } from '../../../lib/me-query.ts';

export const signIn = (body: LoginRequest) =>
  apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body });

type Options = { onSuccess?: (me: MeResponse | null) => void; onError?: (error: unknown) => void };

/** Signs in, then reloads /api/me so the guards and the welcome toast see the new session. */
export function useSignIn({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      await signIn(body);
      return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    },
    onSuccess,
    onError,
  });
}
