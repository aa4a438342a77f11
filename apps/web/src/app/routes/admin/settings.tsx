import { PageHeader } from '../../../components/layout/page-header.tsx';
import { BillingSettingsSection } from '../../../features/billing-admin/components/billing-settings-form.tsx';
import { paths } from '../../../lib/paths.ts';

/** Configurações: today the billing settings, the ones the platform's invoices and PIX depend on. */
export default function AdminSettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.adminSettings.title} />
      <BillingSettingsSection />
    </div>
  );
}
