import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { AuthNavigationProvider, type AuthNavigation } from '../features/auth/auth-navigation.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { ToastHost } from '../app/toast-host.tsx';
import { getMe } from '../lib/get-me.ts';
import { paths } from '../lib/paths.ts';

const loadApp = () => import('../app/app.tsx');

/**
 * /login as served to a browser arriving on it: the form at once, the app (router, queries,
 * shell) fetched only when the user leaves the page, then rendered in place at the new URL,
 * so the welcome toast and the session carry over without a reload. The one <ToastHost>
 * stays mounted across the switch.
 */
export function LoginRoot() {
  const [app, setApp] = useState<ReactNode>(null);

  const navigation = useMemo<AuthNavigation>(() => {
    const enter = async (path: string, history: 'push' | 'replace', me?: MeResponse | null) => {
      const { createApp } = await loadApp();
      if (history === 'push') window.history.pushState(null, '', path);
      else window.history.replaceState(null, '', path);
      setApp(createApp({ me, toasts: false }));
    };
    return {
      signedIn: (me) => void enter(paths.dashboard.path, 'replace', me),
      go: (path) => void enter(path, 'push'),
    };
  }, []);

  // The build's pre-rendered page is inert until hydrated (vite/prerender-login.ts); a layout
  // effect runs before the form's own effects, so the e-mail field can take the focus.
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);

  // A signed-in user has nothing to do here (as the app's guard on /login): on to the dashboard.
  useEffect(() => {
    const controller = new AbortController();
    getMe(controller.signal)
      .then((me) => {
        if (me) navigation.signedIn(me);
      })
      .catch(() => {
        // Offline or a server error: the form stays; signing in will say what is wrong.
      });
    return () => controller.abort();
  }, [navigation]);

  return (
    <>
      {app ?? (
        <AuthNavigationProvider value={navigation}>
          <LoginPage />
        </AuthNavigationProvider>
      )}
      <ToastHost />
    </>
  );
}
