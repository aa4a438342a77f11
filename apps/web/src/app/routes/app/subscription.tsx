import { Navigate } from 'react-router';
import { isDispatcher } from '@despacha/domain/roles';
import { SubscriptionPage } from '../../../features/billing-agency/components/subscription-page.tsx';
import { useSignedIn } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';

/** Only dispatchers see and change the agency's subscription; the server refuses anyone else as well. */
export default function SubscriptionRoute() {
  const { me } = useSignedIn();
  if (!isDispatcher(me.profile.role)) return <Navigate to={paths.dashboard.path} replace />;
  return <SubscriptionPage />;
}
