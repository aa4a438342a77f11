import { Navigate } from 'react-router';
import { isDispatcher } from '@despacha/domain/roles';
import { AgencyUsersPage } from '../../../features/users/components/agency-users-page.tsx';
import { useSignedIn } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';

/** Only dispatchers manage the agency's users; the server refuses anyone else as well. */
export default function AgencyUsersRoute() {
  const { me } = useSignedIn();
  if (!isDispatcher(me.profile.role)) return <Navigate to={paths.dashboard.path} replace />;
  return <AgencyUsersPage />;
}
