import { createContext, use, type MouseEvent, type ReactNode } from 'react';
import type { MeResponse } from '@despacha/domain/contracts/agencies';

/**
 * Where the auth forms go next, supplied by whoever renders them: the app's router on its own
 * /login route, or the light /login entry (login-main.tsx), which has no router and loads the
 * app only when the user leaves the page. Keeps react-router and TanStack Query off /login.
 */
export type AuthNavigation = {
  /** After a successful sign-in; `me` is the new session's /api/me. */
  signedIn: (me: MeResponse | null) => void;
  /** A link within the app, pushed onto the history. */
  go: (path: string) => void;
};

const AuthNavigationContext = createContext<AuthNavigation | null>(null);

export function AuthNavigationProvider({ value, children }: { value: AuthNavigation; children: ReactNode }) {
  return <AuthNavigationContext value={value}>{children}</AuthNavigationContext>;
}

export function useAuthNavigation(): AuthNavigation {
  const navigation = use(AuthNavigationContext);
  if (!navigation) throw new Error('useAuthNavigation must be used inside <AuthNavigationProvider>');
  return navigation;
}

/** A plain link the page handles itself, unless the user asked for a new tab or window. */
export function AuthLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { go } = useAuthNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a href={to} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
