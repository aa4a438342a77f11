import { PageHeader } from '../../../components/layout/page-header.tsx';
import { AgencySummary } from '../../../features/agencies/components/agency-summary.tsx';
import { AgendaCard } from '../../../features/agenda/components/agenda-card.tsx';
import { DashboardOverview } from '../../../features/dashboard/components/dashboard-overview.tsx';
import { ExigenciasCard } from '../../../features/exigencias/components/exigencias-card.tsx';
import { LicensingCard } from '../../../features/licensing/components/licensing-card.tsx';
import { AdminQuickLinks, AgencyQuickActions } from '../../../features/dashboard/components/quick-links.tsx';
import { welcome } from '../../../features/dashboard/strings.ts';
import { useSignedIn } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';

export default function DashboardPage() {
  const { me, isAdmin } = useSignedIn();
  const name = me.profile.name || me.user.name;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={welcome(name)} documentTitle={paths.dashboard.title} />
      {me.agency ? <AgencySummary agency={me.agency} /> : null}
      {/* An administrator has no agency to register work in: their shortcuts lead to the back office. */}
      <DashboardOverview scope={isAdmin ? 'platform' : 'agency'} aside={isAdmin ? <AdminQuickLinks /> : <AgencyQuickActions />} />
      {me.agency ? <AgendaCard /> : null}
      {me.agency ? <ExigenciasCard /> : null}
      {me.agency ? <LicensingCard /> : null}
    </div>
  );
}
