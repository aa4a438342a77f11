import type { CheckResult } from '@despacha/domain/contracts/monitoring';
import { monitoringLabels as l, type ServiceStatus } from '@despacha/domain/monitoring/constants';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMs, formatTime } from '../format.ts';

export const statusTone: Record<ServiceStatus, string> = {
  online: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-800',
  maintenance: 'bg-sky-100 text-sky-900',
};

/** API, banco de dados, armazenamento, e-mail: each card is one live check with its latency. */
export function StatusCards({ checks }: { checks: CheckResult[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {checks.map((c) => (
        <Card key={c.name} role="group" aria-label={l.checks[c.name]} className="flex flex-col gap-2 p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium text-slate-700">{l.checks[c.name]}</span>
            <span data-testid={`status-${c.name}`} className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', statusTone[c.status])}>
              {l.status[c.status]}
            </span>
          </div>
          <span className="text-2xl font-bold tabular-nums text-slate-900">{formatMs(c.latencyMs)}</span>
          <span className="text-xs break-words text-slate-600">{c.detail}</span>
          <span className="text-xs text-slate-500">
            {l.checkedAt} {formatTime(c.checkedAt)}
          </span>
        </Card>
      ))}
    </div>
  );
}
