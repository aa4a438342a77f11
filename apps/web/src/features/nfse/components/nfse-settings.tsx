import { nfseSettingsMessages as s } from '@despacha/domain/nfse/settings-messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNfseSettings } from '../api.ts';
import { CertificatePanel } from './certificate-panel.tsx';
import { FiscalSettingsForm } from './fiscal-settings-form.tsx';

/** Configurações fiscais da NFS-e: the dispatcher's screen (the server refuses staff, decision 070). */
export function NfseSettings({ canEdit }: { canEdit: boolean }) {
  // Staff would only get the server's 403: they are told whose screen it is, and nothing is asked.
  return canEdit ? <SettingsCards /> : <p className="text-sm text-slate-500">{s.dispatcherOnly}</p>;
}

function SettingsCards() {
  const query = useNfseSettings();
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {s.loadFailed}
      </p>
    );
  const { settings, certificate, certificateKeyConfigured } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{s.title}</CardTitle>
          <CardDescription>{s.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <FiscalSettingsForm initial={settings} canEdit />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{s.certificateTitle}</CardTitle>
          <CardDescription>{s.certificateDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <CertificatePanel certificate={certificate} keyConfigured={certificateKeyConfigured} canEdit />
        </CardContent>
      </Card>
    </div>
  );
}
