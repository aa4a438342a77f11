import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LoginRoot } from './login-root.tsx';

/**
 * The login page's HTML, written into login.html at build time (vite/prerender-login.ts) so the
 * page paints with its CSS alone; login-main.tsx hydrates the same tree. Never in a browser bundle.
 */
export function renderLoginPage(): string {
  return renderToString(
    <StrictMode>
      <LoginRoot />
    </StrictMode>,
  );
}
