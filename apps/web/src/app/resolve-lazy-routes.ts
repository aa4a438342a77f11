import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes `pathname` matches and puts them on the routes, so the
 * router's first render is the page itself rather than its loading fallback: a server-rendered
 * page (decision 042) is then replaced by the same page, never by a spinner. The chunks are the
 * ones index.html already preloads.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
