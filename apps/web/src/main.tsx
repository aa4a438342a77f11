// Nothing here the app or /login shares: a static import would pull their chunks into this one.
import { SESSION_SCRIPT_ID } from '@despacha/domain/server-render';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * React is evaluated in a task of its own, then the app: both in one task block input for
 * ~250 ms on a slow phone (Lighthouse's 4× CPU). React's chunk is the app's own. (Importing
 * react-router or TanStack Query the same way would keep every export of theirs, ~30 KB.)
 */
async function start() {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start.tsx');
  startApp(container!);
}

/**
 * Runs `then` once the page has painted (its first contentful paint), at once where it cannot
 * paint (a background tab) or cannot tell, and after a second at the latest; never twice.
 */
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return once();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(once, 1000);
}

// A page the server rendered (decision 042) paints with its HTML and CSS: the app's scripts are
// fetched once it is on screen, so they do not take the stylesheet's bandwidth on a slow link.
// index.html names them as modulepreloads for every other page (vite/app-preloads.ts).
if (document.getElementById(SESSION_SCRIPT_ID)) afterFirstPaint(() => void start());
else void start();
