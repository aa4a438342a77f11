import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AuthNavigationProvider, type AuthNavigation } from '../../../features/auth/auth-navigation.tsx';
import { LoginPage } from '../../../features/auth/components/login-page.tsx';
import { meQueryKey } from '../../../lib/me-query.ts';
import { paths } from '../../../lib/paths.ts';

/** /login reached inside the app (after a sign-out, or a guard's redirect). */
export default function LoginRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const navigation = useMemo<AuthNavigation>(
    () => ({
      signedIn: (me) => {
        // The guards read the session from this query: they see the new one at once.
        queryClient.setQueryData(meQueryKey, me);
        void navigate(paths.dashboard.path, { replace: true });
      },
      go: (path) => void navigate(path),
    }),
    [navigate, queryClient],
  );
  return (
    <AuthNavigationProvider value={navigation}>
      <LoginPage />
    </AuthNavigationProvider>
  );
}
