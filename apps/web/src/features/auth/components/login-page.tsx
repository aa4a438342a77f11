import { paths } from '../../../lib/paths.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthTabs } from './auth-tabs.tsx';

/** The same page for the app's /login route and for the light /login entry (login-main.tsx). */
export function LoginPage() {
  return (
    <AuthLayout title={paths.login.title}>
      <AuthTabs />
    </AuthLayout>
  );
}
