import type { LoginRequest } from '@despacha/domain/contracts/auth';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { apiRequest } from '../../../lib/api-client.ts';
import { getMe } from '../../../lib/get-me.ts';

export const signIn = (body: LoginRequest) =>
  apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body });

/** Signs in, then reads /api/me so the guards and the welcome toast see the new session. */
export async function signInAndLoadMe(body: LoginRequest): Promise<MeResponse | null> {
  await signIn(body);
  return getMe();
}
