import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type ResetPasswordBody = { newPassword: string; token: string };

export const resetPassword = (body: ResetPasswordBody) => apiRequest<unknown>('/api/auth/reset-password', { method: 'POST', body });

type Options = { onSuccess?: () => void; onError?: (error: unknown) => void };

export function useResetPassword({ onSuccess, onError }: Options = {}) {
  return useMutation({ mutationFn: resetPassword, onSuccess, onError });
}
