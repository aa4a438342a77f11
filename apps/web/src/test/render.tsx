import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes as appRoutes } from '../app/router.tsx';

const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/** Renders the real route table (lazy pages, guards) at `path`. */
export function renderApp(path: string) {
  return renderRoutes(appRoutes, path);
}

/** Renders one element inside the app providers and a memory router. */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
