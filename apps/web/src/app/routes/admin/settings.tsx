import { PageHeader } from '../../../components/layout/page-header.tsx';
import { BillingSettingsSection } from '../../../features/billing-admin/components/billing-settings-form.tsx';
import { SettingsTabs } from '../../../features/settings/components/settings-page.tsx';
import { paths } from '../../../lib/paths.ts';

/** Configurações: the platform's five tabs with their history, then Faturamento's settings (invoices and PIX). */
export default function AdminSettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.adminSettings.title} />
      <SettingsTabs />
      <BillingSettingsSection />
    </div>
  );
}
