import { useMutation } from '@tanstack/react-query';
import type { UnlockSignInRequest } from '@despacha/domain/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** The e-mailed link's token: the server answers with this browser's known-device cookie (decision 052). */
export const unlockAccess = (body: UnlockSignInRequest) => apiRequest<{ unlocked: true }>('/api/sign-in-unlock', { method: 'POST', body });

type Options = { onSuccess?: () => void; onError?: (error: unknown) => void };

export function useUnlockAccess({ onSuccess, onError }: Options = {}) {
  return useMutation({ mutationFn: unlockAccess, onSuccess, onError });
}
