import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ToastHost } from './toast-host.tsx';

type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** False when the page already mounted a <ToastHost> (the light /login entry keeps its own). */
  toasts?: boolean;
};

export function AppProviders({ children, queryClient, toasts = true }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
      {toasts ? <ToastHost /> : null}
    </QueryClientProvider>
  );
}
