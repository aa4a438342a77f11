// The light entry of /login (login.html): the login page without react-router or TanStack Query.
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The page is in the HTML already: paint it before parsing and running React (~100 KB, a long
// task on a slow phone), which the HTML preloads meanwhile (vite/prerender-login.ts).
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./login/hydrate.tsx').then(({ mountLoginPage }) => mountLoginPage(container));
  });
});
