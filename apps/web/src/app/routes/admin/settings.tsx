import { PageHeader } from '../../../components/layout/page-header.tsx';
import { BillingSettingsSection } from '../../../features/billing-admin/components/billing-settings-form.tsx';
import { billingStrings } from '../../../features/billing-admin/strings.ts';
import { SettingsTabs, type ExtraSettingsTab } from '../../../features/settings/components/settings-page.tsx';
import { paths } from '../../../lib/paths.ts';

// Faturamento's settings (invoices and PIX) are a tab like the others, with their own Salvar.
const billingTab: ExtraSettingsTab = {
  value: 'billing',
  label: billingStrings.settings.title,
  render: (onDirtyChange) => <BillingSettingsSection onDirtyChange={onDirtyChange} />,
};

/** Configurações: the platform's tabs, Faturamento's among them, and the history of changes. */
export default function AdminSettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.adminSettings.title} />
      <SettingsTabs extraTabs={[billingTab]} />
    </div>
  );
}
