import type { MonitoringOverview } from '@despacha/domain/contracts/monitoring';
import { monitoringLabels as l, RESOURCE_THRESHOLDS } from '@despacha/domain/monitoring/constants';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatBytes, formatMs, formatNumber } from '../format.ts';

type Resources = MonitoringOverview['resources'];

/** A usage bar: red with "Uso alto" from the spec's threshold on. */
export function UsageBar({ label, percent, threshold, detail }: { label: string; percent: number; threshold: number; detail: string }) {
  const high = percent >= threshold;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className={cn('tabular-nums', high ? 'font-semibold text-red-700' : 'text-slate-700')}>
          {formatNumber(percent)}%{high ? ` · ${l.highUsage}` : ''}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${formatNumber(percent)}%${high ? `, ${l.highUsage}` : ''}`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full', high ? 'bg-red-600' : 'bg-emerald-600')} style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <span className="text-xs text-slate-600">{detail}</span>
    </div>
  );
}

/** Host (CPU, memória, disco of the data folder) and this server process. */
export function ResourceBars({ resources: r }: { resources: Resources }) {
  const p = r.process;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{l.resources}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <section aria-label={l.host} className="flex flex-col gap-4">
          <h3 className="text-sm font-semibold text-slate-900">{l.host}</h3>
          <UsageBar
            label={l.cpu}
            percent={r.host.cpu.percent}
            threshold={RESOURCE_THRESHOLDS.cpu}
            detail={`${r.host.cpus} CPUs · carga ${r.host.loadAvg.map(formatNumber).join(' / ')}`}
          />
          <UsageBar
            label={l.memory}
            percent={r.host.memory.percent}
            threshold={RESOURCE_THRESHOLDS.memory}
            detail={`${formatBytes(r.host.memory.used)} de ${formatBytes(r.host.memory.total)}`}
          />
          <UsageBar
            label={l.disk}
            percent={r.host.disk.percent}
            threshold={RESOURCE_THRESHOLDS.disk}
            detail={`${formatBytes(r.host.disk.used)} de ${formatBytes(r.host.disk.total)}`}
          />
        </section>
        <section aria-label={l.process} className="flex flex-col gap-4">
          <h3 className="text-sm font-semibold text-slate-900">{l.process}</h3>
          <UsageBar
            label={`${l.cpu} (${l.process.toLowerCase()})`}
            percent={p.cpuPercent}
            threshold={RESOURCE_THRESHOLDS.cpu}
            detail={`event loop p99 ${formatMs(p.eventLoopP99Ms)}`}
          />
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-600">{l.memory} (RSS)</dt>
            <dd className="tabular-nums text-slate-900">{formatBytes(p.rss)}</dd>
            <dt className="text-slate-600">Heap</dt>
            <dd className="tabular-nums text-slate-900">
              {formatBytes(p.heapUsed)} de {formatBytes(p.heapTotal)}
            </dd>
            <dt className="text-slate-600">Ativo há</dt>
            <dd className="tabular-nums text-slate-900">{formatNumber(p.uptimeSeconds / 3600)} h</dd>
          </dl>
        </section>
      </CardContent>
    </Card>
  );
}
