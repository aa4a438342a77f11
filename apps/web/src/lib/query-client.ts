import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isClientError } from './api-client.ts';
import { meQueryKey } from './me-query.ts';
import { refreshPublicSettings } from './public-settings.ts';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** Exponential back-off (1 s, 2 s, 4 s, ...) capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);

/** Up to 3 retries, never for a 4xx answer. */
export const shouldRetry = (failureCount: number, error: unknown) => !isClientError(error) && failureCount < MAX_RETRIES;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Maintenance began while the app was open: the guard shows the maintenance page.
        if (isApiError(error) && error.code === 'MAINTENANCE') void refreshPublicSettings();
        // A 401 on any other read means the session ended, AGENCY_SUSPENDED that the agency was
        // blocked meanwhile: let the guards (and the blocked page) re-check /api/me.
        if (isApiError(error) && (error.status === 401 || error.code === 'AGENCY_SUSPENDED') && query.queryKey[0] !== meQueryKey[0]) {
          void client.invalidateQueries({ queryKey: meQueryKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
