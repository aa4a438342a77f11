import { isDispatcher } from '@despacha/domain/roles';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { NfseSettings } from '../../../features/nfse/components/nfse-settings.tsx';
import { useSignedIn } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';

/** Configurações fiscais da NFS-e and the A1 certificate: the dispatcher's (the server enforces it). */
export default function NfseSettingsPage() {
  const { me } = useSignedIn();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={paths.nfseSettings.title} />
      <NfseSettings canEdit={isDispatcher(me.profile.role)} />
    </div>
  );
}
