import { Navigate } from 'react-router';
import { isDispatcher } from '@despacha/domain/roles';
import { PrivacyPage } from '../../../features/lgpd/components/privacy-page.tsx';
import { useSignedIn } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';

/** The LGPD tools are the dispatcher's; the server refuses anyone else as well. */
export default function PrivacyRoute() {
  const { me } = useSignedIn();
  if (!isDispatcher(me.profile.role) || !me.profile.agencyId) return <Navigate to={paths.dashboard.path} replace />;
  return <PrivacyPage />;
}
