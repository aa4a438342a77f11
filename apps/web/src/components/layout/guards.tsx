import { lazy, Suspense, type ReactNode } from 'react';
import { useTwoFactorRequired } from '../../lib/two-factor-required.ts';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { paths } from '../../lib/paths.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { Button } from '../ui/button.tsx';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { MaintenancePage } from './maintenance-page.tsx';
import { layoutStrings as s } from './strings.ts';

function SessionError({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-lg font-semibold">{s.sessionErrorTitle}</p>
      <p className="text-sm text-slate-600">{s.sessionErrorDescription}</p>
      <Button onClick={retry}>{s.retry}</Button>
    </div>
  );
}

const outlet = (children?: ReactNode) => children ?? <Outlet />;
const TwoFactorGate = lazy(() => import('../../features/two-factor/components/two-factor-gate.tsx'));

/** The enrolment screen an administrator gets on any page once the API answered TWO_FACTOR_REQUIRED (decision 033). */
const twoFactorEnrolment = (
  <Suspense fallback={<FullPageSpinner />}>
    <TwoFactorGate />
  </Suspense>
);

/** Login guard: spinner while the session loads, /login without one, /onboarding without an agency. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  const twoFactorRequired = useTwoFactorRequired();
  const maintenance = usePublicSettings()?.maintenanceMode === true;
  if (auth.status === 'loading') return <FullPageSpinner />;
  if (auth.status === 'error') return <SessionError retry={auth.retry} />;
  if (auth.status === 'signed-out') return <Navigate to={paths.login.path} replace />;
  // The server answers 503 to everyone but administrators meanwhile (modules/settings/maintenance.ts).
  if (maintenance && !auth.isAdmin) return <MaintenancePage />;
  // A temporary password given by an admin is replaced before anything else.
  if (auth.me.profile.mustChangePassword) return <Navigate to={paths.changePassword.path} replace />;
  // Every signed-in route refuses such an admin, the dashboard's too (issue 32 item 5).
  if (auth.isAdmin && twoFactorRequired) return twoFactorEnrolment;
  if (auth.needsOnboarding) return <Navigate to={paths.onboarding.path} replace />;
  return outlet(children);
}

/** /trocar-senha: any signed-in user (the one with a temporary password is sent here). */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullPageSpinner />;
  if (auth.status === 'error') return <SessionError retry={auth.retry} />;
  if (auth.status === 'signed-out') return <Navigate to={paths.login.path} replace />;
  return outlet(children);
}

/** Admin guard for /admin/*: no user goes to /login, anyone but an admin to /dashboard. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  const twoFactorRequired = useTwoFactorRequired();
  if (auth.status === 'loading') return <FullPageSpinner />;
  if (auth.status === 'error') return <SessionError retry={auth.retry} />;
  if (auth.status === 'signed-out') return <Navigate to={paths.login.path} replace />;
  if (!auth.isAdmin) return <Navigate to={paths.dashboard.path} replace />;
  if (twoFactorRequired) return twoFactorEnrolment;
  return outlet(children);
}

/** Public pages such as /login: a signed-in user is sent to /dashboard. */
export function RequireGuest({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullPageSpinner />;
  if (auth.status === 'signed-in') return <Navigate to={paths.dashboard.path} replace />;
  return outlet(children);
}

/** /onboarding: only for a signed-in, non-admin user without an agency. */
export function RequireOnboarding({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullPageSpinner />;
  if (auth.status === 'error') return <SessionError retry={auth.retry} />;
  if (auth.status === 'signed-out') return <Navigate to={paths.login.path} replace />;
  if (!auth.needsOnboarding) return <Navigate to={paths.dashboard.path} replace />;
  return outlet(children);
}
