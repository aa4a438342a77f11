import { Navigate } from 'react-router';
import { isDispatcher } from '@despacha/domain/roles';
import { ImportsPage } from '../../../features/imports/components/imports-page.tsx';
import { useSignedIn } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';

/** Importing an agency's spreadsheets is the dispatcher's; the server refuses anyone else as well. */
export default function ImportDataRoute() {
  const { me } = useSignedIn();
  if (!isDispatcher(me.profile.role) || !me.profile.agencyId) return <Navigate to={paths.dashboard.path} replace />;
  return <ImportsPage />;
}
