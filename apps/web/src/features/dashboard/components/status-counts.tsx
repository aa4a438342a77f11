import { serviceStatusOptions, type ServiceStatus } from '@despacha/domain/statuses';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { dashboardStrings as s } from '../strings.ts';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { formatCount } from './format.ts';

const tone: Record<ServiceStatus, string> = {
  pending: 'bg-amber-500',
  in_progress: 'bg-primary',
  completed: 'bg-emerald-600',
  late: 'bg-red-600',
};

/**
 * A count reads in the plural: one-word labels take an 's' ('Pendente' → 'Pendentes'),
 * 'Em andamento' stays as it is.
 */
const pluralLabel = (label: string) => (label.includes(' ') ? label : `${label}s`);

export function StatusCounts({ counts }: { counts: DashboardResponse['statusCounts'] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="status-counts-title">{s.statusTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="status-counts-title" className="flex flex-col gap-3">
          {serviceStatusOptions.map((status) => {
            const label = pluralLabel(status.label);
            return (
              <li key={status.value}>
                <div role="group" aria-label={label} className="flex items-center justify-between gap-3 text-sm">
                  <span className="flex items-center gap-2 text-slate-700">
                    <span aria-hidden="true" className={cn('size-2.5 rounded-full', tone[status.value])} />
                    {label}
                  </span>
                  {counts ? (
                    <span data-testid="stat-value" className="text-lg font-semibold tabular-nums text-slate-900">
                      {formatCount(counts[status.value])}
                    </span>
                  ) : (
                    <span className="text-lg font-semibold">
                      <SkeletonText className="w-8" />
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
