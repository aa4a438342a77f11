// The light entry of /login (login.html): the login page without react-router or TanStack Query.
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// The page is in the HTML already: paint it before parsing and running React (~100 KB, a long
// task on a slow phone), which the HTML preloads meanwhile (vite/prerender-login.ts). React is
// evaluated in a task of its own, then the page, as the app's entry does (src/main.tsx).
requestAnimationFrame(() => {
  void nextTask()
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./login/hydrate.tsx'))
    .then(({ mountLoginPage }) => mountLoginPage(container));
});
