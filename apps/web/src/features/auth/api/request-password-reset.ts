import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@despacha/domain/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

/** Always answers 200, whether or not the e-mail has an account. */
export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  apiRequest<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: body.email, redirectTo: paths.resetPassword.path },
  });

type Options = { onSuccess?: () => void; onError?: (error: unknown) => void };

export function useRequestPasswordReset({ onSuccess, onError }: Options = {}) {
  return useMutation({ mutationFn: requestPasswordReset, onSuccess, onError });
}
