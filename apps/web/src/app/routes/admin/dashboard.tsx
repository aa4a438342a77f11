import { PageHeader } from '../../../components/layout/page-header.tsx';
import { AdminDashboard } from '../../../features/billing-admin/components/admin-dashboard.tsx';
import { AdminQuickLinks } from '../../../features/dashboard/components/quick-links.tsx';
import { billingStrings } from '../../../features/billing-admin/strings.ts';
import { paths } from '../../../lib/paths.ts';

/** /admin and /admin/dashboard: the platform's own figures (clients, MRR, billing), not agency operations. */
export default function AdminDashboardPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.admin.title} description={billingStrings.dashboard.description} />
      <AdminDashboard>
        <AdminQuickLinks />
      </AdminDashboard>
    </div>
  );
}
