// First: before any schema is used.
import '../lib/no-eval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { takeServerSession } from '../lib/server-session.ts';
import { createApp } from './app.tsx';
import { resolveLazyRoutes } from './resolve-lazy-routes.ts';
import { routes } from './router.tsx';

/**
 * Renders the app into `container`. A page the server rendered for this session (decision 042)
 * is replaced by the app's first render, which must be the same page: the session is the one it
 * came with, and the page's chunks are loaded first (one that fails to load is left to the
 * router, as on a plain page). That page is on screen meanwhile, so the render may yield to the
 * browser (a transition is rendered in slices) instead of blocking input for the whole page.
 */
export function startApp(container: HTMLElement) {
  const me = takeServerSession(document);
  const render = () => createRoot(container).render(<StrictMode>{createApp({ me })}</StrictMode>);
  if (!me) return render();
  void resolveLazyRoutes(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(render));
}
