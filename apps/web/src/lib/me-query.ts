import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { apiRequest, isApiError } from './api-client.ts';

export const meQueryKey = ['me'] as const;

/** The signed-in user, profile and agency; `null` when there is no session (401). */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  try {
    return await apiRequest<MeResponse>('/api/me', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
});
