// First: before any schema is used.
import './lib/no-eval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/app.tsx';
import { resolveLazyRoutes } from './app/resolve-lazy-routes.ts';
import { routes } from './app/router.tsx';
import { takeServerSession } from './lib/server-session.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A page the server rendered for this session (decision 042) is replaced by the app's first
// render, which must be the same page: the session is the one it came with, and the page's
// chunks are loaded first. A chunk that fails to load is left to the router, as on a plain page.
const me = takeServerSession(document);
const render = () => createRoot(container).render(<StrictMode>{createApp({ me })}</StrictMode>);
if (me) {
  // Paint the server's page first: the app's first render is a long task on a slow phone.
  // The page is on screen meanwhile, so the render may yield to the browser (a transition is
  // rendered in slices) instead of blocking input for the whole page.
  const renderInSlices = () => startTransition(render);
  requestAnimationFrame(() => setTimeout(() => void resolveLazyRoutes(routes, window.location.pathname).catch(() => undefined).then(renderInSlices)));
} else {
  render();
}
