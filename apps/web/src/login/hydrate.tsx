// First: before any schema is used (they load at the form's first key or pointer press).
import '../lib/no-eval.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LoginRoot } from './login-root.tsx';

/** Hydrates the build's pre-rendered login page (vite/prerender-login.ts); renders it in dev. */
export function mountLoginPage(container: HTMLElement) {
  const page = (
    <StrictMode>
      <LoginRoot />
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, page);
  else createRoot(container).render(page);
}
