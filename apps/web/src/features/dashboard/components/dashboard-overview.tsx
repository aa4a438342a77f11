import type { ReactNode } from 'react';
import { AlertTriangle, RotateCw } from 'lucide-react';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Busy } from '../../../components/ui/skeleton.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { dashboardStrings as s } from '../strings.ts';
import { RecentActivities } from './recent-activities.tsx';
import { RequirementServices } from './requirement-services.tsx';
import { StatCards } from './stat-cards.tsx';
import { StageCounts } from './stage-counts.tsx';
import { StatusCounts } from './status-counts.tsx';
import { errorText } from '../../../lib/error-text.ts';

type DashboardOverviewProps = {
  /** Whose figures: the agency's, or the platform's for its administrator. */
  scope: DashboardResponse['scope'];
  /** The quick links: beside the activities, under the status counts; they never wait for the figures. */
  aside: ReactNode;
};

/**
 * Cards, recent activities and status counts from /api/dashboard (agency or platform scope). While
 * they load, the same layout is drawn with placeholders in the figures' places, so the quick links
 * do not move when the figures land.
 */
export function DashboardOverview({ scope, aside }: DashboardOverviewProps) {
  const { data, error, isPending, isError, isFetching, refetch } = useDashboard();

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
    <Busy busy={isPending} label={s.loading} className="flex flex-col gap-6">
      <StatCards scope={scope} data={data} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {/* Only an agency has services to act on; the platform view has none of its own. */}
          {scope === 'agency' ? <RequirementServices /> : null}
          <RecentActivities activities={data?.recentActivities} />
        </div>
        <div className="flex flex-col gap-6">
          <StatusCounts counts={data?.statusCounts} />
          <StageCounts counts={data?.stageCounts} />
          {aside}
        </div>
      </div>
    </Busy>
  );
}
