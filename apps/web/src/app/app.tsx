import type { ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { meQueryKey } from '../lib/me-query.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

type AppOptions = {
  /** The session already read by the light /login entry: the guards need not ask again. */
  me?: MeResponse | null;
  toasts?: boolean;
};

/** The whole app at the current URL (the router reads it now, not when this module loads). */
export function createApp({ me, toasts = true }: AppOptions = {}): ReactNode {
  const queryClient = createQueryClient();
  if (me !== undefined) queryClient.setQueryData(meQueryKey, me);
  return (
    <AppProviders queryClient={queryClient} toasts={toasts}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  );
}
