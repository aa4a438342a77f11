import { createContext, use, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { isAdmin } from '@despacha/domain/roles';
import { meQueryOptions } from './me-query.ts';

export type AuthState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'signed-out' }
  | { status: 'signed-in'; me: MeResponse; isAdmin: boolean; needsOnboarding: boolean };

const AuthContext = createContext<AuthState | null>(null);

export function toAuthState(me: MeResponse | null): AuthState {
  if (!me) return { status: 'signed-out' };
  const admin = isAdmin(me.profile.role);
  // Admins run the platform; everyone else works inside an agency.
  return { status: 'signed-in', me, isAdmin: admin, needsOnboarding: !admin && me.profile.agencyId === null };
}

/** Loads /api/me as soon as the app starts and shares the session state. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, isError, refetch } = useQuery(meQueryOptions);

  const state = useMemo<AuthState>(() => {
    if (data !== undefined) return toAuthState(data);
    if (isError) return { status: 'error', retry: () => void refetch() };
    return isPending ? { status: 'loading' } : { status: 'signed-out' };
  }, [data, isPending, isError, refetch]);

  return <AuthContext value={state}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** For screens that only render behind the login guard. */
export function useSignedIn(): Extract<AuthState, { status: 'signed-in' }> {
  const state = useAuth();
  if (state.status !== 'signed-in') throw new Error('useSignedIn used outside the login guard');
  return state;
}
