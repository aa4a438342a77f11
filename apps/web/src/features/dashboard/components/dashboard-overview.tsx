import type { ReactNode } from 'react';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { dashboardStrings as s } from '../strings.ts';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { RecentActivities } from './recent-activities.tsx';
import { RequirementServices } from './requirement-services.tsx';
import { StatCards } from './stat-cards.tsx';
import { StageCounts } from './stage-counts.tsx';
import { StatusCounts } from './status-counts.tsx';
import { errorText } from '../../../lib/error-text.ts';

type DashboardOverviewProps = {
  /** The quick links: beside the activities, under the status counts; they never wait for the figures. */
  aside: ReactNode;
};

/** Cards, recent activities and status counts from /api/dashboard (agency or platform scope). */
export function DashboardOverview({ aside }: DashboardOverviewProps) {
  const { data, error, isPending, isError, isFetching, refetch } = useDashboard();

  if (isPending) {
    return (
      <>
        <DashboardSkeleton />
        {aside}
      </>
    );
  }
  if (isError) {
    return (
      <>
        <div role="alert">
          <EmptyState title={s.loadError} description={errorText(error, s.loadErrorHint)} icon={<AlertTriangle className="size-8" />}>
            <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {s.retry}
            </Button>
          </EmptyState>
        </div>
        {aside}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <StatCards data={data} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {/* Only an agency has services to act on; the platform view has none of its own. */}
          {data.scope === 'agency' ? <RequirementServices /> : null}
          <RecentActivities activities={data.recentActivities} />
        </div>
        <div className="flex flex-col gap-6">
          <StatusCounts counts={data.statusCounts} />
          <StageCounts counts={data.stageCounts} />
          {aside}
        </div>
      </div>
    </div>
  );
}
