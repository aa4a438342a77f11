import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout.tsx';
import { UnlockAccess } from '../../../features/auth/components/unlock-access.tsx';
import { paths } from '../../../lib/paths.ts';

export default function UnlockAccessPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title={paths.unlockAccess.title}>
      <UnlockAccess token={params.get('token')} />
    </AuthLayout>
  );
}
