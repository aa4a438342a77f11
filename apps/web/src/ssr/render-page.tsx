import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { toAuthState } from '../lib/auth.tsx';
import { meQueryKey } from '../lib/me-query.ts';
import { isAdminPath, paths } from '../lib/paths.ts';
import { createQueryClient } from '../lib/query-client.ts';

export type RenderedPage = { title: string | null; markup: string };

// The CSP refuses style attributes in HTML; the client's first render sets them through the CSSOM.
const STYLE_ATTRIBUTE = / style="[^"]*"/g;
const TITLE = /^<title>([^<]*)<\/title>/;

/**
 * The first paint of a signed-in page, rendered by the server for the session it read
 * (decision 042): the same routes and components as the client, the session seeded as the
 * client seeds it, every other query still pending (their loading states). The client replaces
 * it with its own first render (src/app/start.tsx). Until then it is inert and its controls disabled:
 * a form submitted before the scripts ran would go out as a GET, its fields in the URL.
 * Null when the URL is not a page this session sees as it is (a redirect, an error).
 */
export async function renderPage(url: string, me: MeResponse): Promise<RenderedPage | null> {
  if (!showsAsItIs(new URL(url).pathname, me)) return null;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  // Only the signed-in app's pages: the others (sign-in, password, onboarding, 404) have no session data to show.
  if (!context.matches.some((match) => match.route.path === paths.home.path)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} toasts={false}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  queryClient.clear();
  const title = TITLE.exec(html);
  const body = (title ? html.slice(title[0].length) : html).replace(STYLE_ATTRIBUTE, '');
  return { title: title?.[1] ?? null, markup: `<fieldset disabled inert class="contents">${body}</fieldset>` };
}

/**
 * False where the guards (components/layout/guards.tsx) would send this session elsewhere: the
 * server sends the plain page and the client redirects, as it always did.
 */
function showsAsItIs(pathname: string, me: MeResponse): boolean {
  const auth = toAuthState(me);
  // `/` only redirects to the dashboard.
  if (pathname === paths.home.path || auth.status !== 'signed-in' || auth.needsOnboarding || me.profile.mustChangePassword) return false;
  return auth.isAdmin || !isAdminPath(pathname);
}
