import { History } from 'lucide-react';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { RECENT_ACTIVITIES } from '@despacha/domain/dashboard-labels';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { activityBy, dashboardStrings as s } from '../strings.ts';
import { formatDateTime, formatWhen } from './format.ts';

type Activity = DashboardResponse['recentActivities'][number];

const ROW = 'flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4';

/** The last activities; undefined while they load, when as many rows as the server sends hold their place. */
export function RecentActivities({ activities }: { activities: Activity[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="recent-activities-title">{s.activitiesTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {!activities ? (
          <ul aria-hidden="true" className="divide-y divide-slate-100">
            {Array.from({ length: RECENT_ACTIVITIES }, (_, i) => (
              <li key={i} className={ROW}>
                <div className="min-w-0">
                  <p className="text-sm">
                    <SkeletonText className="w-3/4" />
                  </p>
                  <p className="text-xs">
                    <SkeletonText className="w-1/3" />
                  </p>
                </div>
                <span className="shrink-0 text-xs">
                  <SkeletonText className="w-20" />
                </span>
              </li>
            ))}
          </ul>
        ) : activities.length === 0 ? (
          <EmptyState description={s.activitiesEmpty} icon={<History className="size-8" />} className="py-8" />
        ) : (
          <ul aria-labelledby="recent-activities-title" className="divide-y divide-slate-100">
            {activities.map((activity) => (
              <li key={activity.id} className={ROW}>
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">{activity.summary}</p>
                  <p className="text-xs text-slate-500">{activityBy(activity.actorName)}</p>
                </div>
                <time dateTime={activity.createdAt} title={formatDateTime(activity.createdAt)} className="shrink-0 text-xs text-slate-500">
                  {formatWhen(activity.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
