import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { monitoringLabels as l, systemStatusOf, type SystemStatus } from '@despacha/domain/monitoring/constants';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useMonitoring } from '../api/monitoring-api.ts';
import { formatTime } from '../format.ts';
import { HistoryChart } from './history-chart.tsx';
import { IncidentsPanel } from './incidents-panel.tsx';
import { LogsPanel } from './logs-panel.tsx';
import { ResourceBars } from './resource-bars.tsx';
import { StatusCards } from './status-cards.tsx';
import { TrafficPanel } from './traffic-panel.tsx';

const systemTone: Record<SystemStatus, string> = {
  online: 'bg-emerald-100 text-emerald-800',
  maintenance: 'bg-sky-100 text-sky-900',
  issues: 'bg-amber-100 text-amber-900',
};

/** Monitoramento (spec §2): status cards, resources, performance, hourly history, incidents, log lines; refreshed every 30 s and on "Atualizar". */
export function MonitoringPage() {
  const overview = useMonitoring();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.refetchQueries({ queryKey: ['admin', 'monitoring'] });
    toast.success(l.refreshed);
  };
  const data = overview.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={paths.adminMonitoring.title}
        description={
          data ? (
            <span className="flex flex-wrap items-center gap-2">
              <span
                data-testid="system-status"
                className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', systemTone[systemStatusOf(data.checks, data.maintenance)])}
              >
                {l.system}: {l.systemStatus[systemStatusOf(data.checks, data.maintenance)]}
              </span>
              <span>
                {l.lastUpdate}: {formatTime(data.generatedAt)}
              </span>
            </span>
          ) : (
            // Its line is held while the figures load, so the page under it does not move.
            <SkeletonText className="w-56" />
          )
        }
        actions={
          <Button variant="outline" onClick={() => void refresh()} disabled={overview.isFetching}>
            <RefreshCw className={cn('size-4', overview.isFetching && 'animate-spin')} aria-hidden="true" />
            {l.refresh}
          </Button>
        }
      />
      {overview.isPending ? (
        <Spinner className="py-8" />
      ) : !data ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-red-700">{overview.error instanceof Error ? overview.error.message : ''}</p>
          <Button variant="outline" onClick={() => void overview.refetch()}>
            {l.refresh}
          </Button>
        </div>
      ) : (
        <>
          <StatusCards checks={data.checks} />
          <ResourceBars resources={data.resources} />
          <TrafficPanel traffic={data.traffic} />
          <HistoryChart points={data.history} />
          <IncidentsPanel incidents={data.incidents} />
        </>
      )}
      {/* Under the figures, which are taller than a screen: it waits for them rather than being pushed down by them. */}
      {overview.isPending ? null : <LogsPanel />}
    </div>
  );
}
