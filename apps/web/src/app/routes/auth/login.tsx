import { AuthLayout } from '../../../features/auth/components/auth-layout.tsx';
import { AuthTabs } from '../../../features/auth/components/auth-tabs.tsx';
import { paths } from '../../../lib/paths.ts';

export default function LoginPage() {
  return (
    <AuthLayout title={paths.login.title}>
      <AuthTabs />
    </AuthLayout>
  );
}
