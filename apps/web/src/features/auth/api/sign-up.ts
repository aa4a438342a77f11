import type { SignupRequest } from '@despacha/domain/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

/** Creates the account; the user confirms the e-mail before signing in (no session yet). */
export const signUp = (body: SignupRequest) =>
  apiRequest<unknown>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...body, callbackURL: paths.dashboard.path },
  });
