import type { LoginRequest } from '@despacha/domain/contracts/auth';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { apiRequest } from '../../../lib/api-client.ts';
import { getMe } from '../../../lib/get-me.ts';

export const signIn = (body: LoginRequest) => apiRequest<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', { method: 'POST', body });

/** The password was right and the account has two-factor on: a code finishes the sign-in (decision 033). */
export const TWO_FACTOR_PENDING = 'two-factor' as const;

/** Signs in, then reads /api/me so the guards and the welcome toast see the new session. */
export async function signInAndLoadMe(body: LoginRequest): Promise<MeResponse | null | typeof TWO_FACTOR_PENDING> {
  const answer = await signIn(body);
  if (answer?.twoFactorRedirect) return TWO_FACTOR_PENDING;
  return getMe();
}

/** The second step: an authenticator code or a backup code; then the session exists. */
export async function verifyCodeAndLoadMe(input: { code: string; backup: boolean }): Promise<MeResponse | null> {
  const path = input.backup ? 'verify-backup-code' : 'verify-totp';
  await apiRequest<unknown>(`/api/auth/two-factor/${path}`, { method: 'POST', body: { code: input.code.trim() } });
  return getMe();
}
