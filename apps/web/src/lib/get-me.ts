import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { apiRequest, isApiError } from './api-client.ts';

/** The signed-in user, profile and agency; `null` when there is no session (401). */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  try {
    return await apiRequest<MeResponse>('/api/me', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
