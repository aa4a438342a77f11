import type { GroupStats, MonitoringOverview } from '@despacha/domain/contracts/monitoring';
import { monitoringLabels as l, RESPONSE_TIME_SCALE_MS } from '@despacha/domain/monitoring/constants';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMs, formatNumber, formatPercent } from '../format.ts';

/** p95 on the spec's 200 ms scale: a full bar is 200 ms or slower. */
function LatencyBar({ ms }: { ms: number | null }) {
  const share = Math.min(1, (ms ?? 0) / RESPONSE_TIME_SCALE_MS);
  return (
    <div className="h-2 w-24 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      <div className={cn('h-full', share >= 1 ? 'bg-red-600' : share >= 0.5 ? 'bg-amber-500' : 'bg-emerald-600')} style={{ width: `${share * 100}%` }} />
    </div>
  );
}

function Row({ s, label }: { s: GroupStats; label?: string }) {
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-800">
        {label ?? s.group}
      </th>
      <td className="px-2 text-right tabular-nums">{formatNumber(s.requests)}</td>
      <td className="px-2 text-right tabular-nums">{formatNumber(s.requestsPerMinute)}</td>
      <td className={cn('px-2 text-right tabular-nums', s.errorRate >= 0.05 && 'font-semibold text-red-700')}>{formatPercent(s.errorRate)}</td>
      <td className="px-2 text-right tabular-nums">{formatMs(s.p50Ms)}</td>
      <td className="px-2 text-right tabular-nums">{formatMs(s.p95Ms)}</td>
      <td className="px-2 text-right tabular-nums">{formatMs(s.p99Ms)}</td>
      <td className="pl-2">
        <LatencyBar ms={s.p95Ms} />
      </td>
    </tr>
  );
}

/** Requests per minute, error rate and p50/p95/p99 over the last minutes, in total and per route group. */
export function TrafficPanel({ traffic }: { traffic: MonitoringOverview['traffic'] }) {
  const groups = [...traffic.groups].sort((a, b) => b.requests - a.requests);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{l.performance}</CardTitle>
        <p className="text-sm text-slate-600">Últimos {formatNumber(traffic.windowMinutes)} minutos</p>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-sm">
          <thead>
            <tr className="text-xs text-slate-600">
              <th scope="col" className="pb-2 text-left font-medium">
                {l.routeGroup}
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                {l.requests}
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                {l.requestsPerMinute}
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                {l.errorRate}
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                p50
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                p95
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                p99
              </th>
              <th scope="col" className="pb-2 pl-2 text-left font-medium">
                {l.latency} (p95, escala {RESPONSE_TIME_SCALE_MS} ms)
              </th>
            </tr>
          </thead>
          <tbody>
            <Row s={traffic.total} label="Total" />
            {groups.map((g) => (
              <Row key={g.group} s={g} />
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
