import { isDispatcher } from '@despacha/domain/roles';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { TrackingSettings } from '../../../features/tracking/components/tracking-settings-form.tsx';
import { useSignedIn } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';

/** The agency's PIX for customers and the customer e-mails switch: staff read, the dispatcher edits (the server enforces it). */
export default function CustomerTrackingPage() {
  const { me } = useSignedIn();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={paths.customerTracking.title} />
      <TrackingSettings canEdit={isDispatcher(me.profile.role)} />
    </div>
  );
}
