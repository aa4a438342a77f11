// The light entry of /login (login.html): the login page without react-router or TanStack Query.
// First: before any schema is used.
import './lib/no-eval.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LoginRoot } from './login/login-root.tsx';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const page = (
  <StrictMode>
    <LoginRoot />
  </StrictMode>
);
// The build writes the page's HTML into login.html (vite/prerender-login.ts); the dev server does not.
if (container.hasChildNodes()) hydrateRoot(container, page);
else createRoot(container).render(page);
