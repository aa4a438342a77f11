import { PageHeader } from '../../../components/layout/page-header.tsx';
import { DashboardOverview } from '../../../features/dashboard/components/dashboard-overview.tsx';
import { AdminQuickLinks } from '../../../features/dashboard/components/quick-links.tsx';
import { paths } from '../../../lib/paths.ts';

/** /admin and /admin/dashboard: the platform-wide figures (the API answers an admin with scope 'platform'). */
export default function AdminDashboardPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.admin.title} />
      <DashboardOverview aside={<AdminQuickLinks />} />
    </div>
  );
}
