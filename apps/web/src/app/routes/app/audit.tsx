import { Navigate } from 'react-router';
import { isDispatcher } from '@despacha/domain/roles';
import { AuditPage } from '../../../features/audit/components/audit-page.tsx';
import { useSignedIn } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';

/** The agency's trail is its dispatchers'; the server refuses anyone else as well. */
export default function AuditRoute() {
  const { me } = useSignedIn();
  if (!isDispatcher(me.profile.role) || !me.profile.agencyId) return <Navigate to={paths.dashboard.path} replace />;
  return <AuditPage area="agency" title={paths.audit.title} />;
}
