import type { TrialResponse } from '@despacha/domain/contracts/subscription-metrics';
import { billingMessages } from '@despacha/domain/billing/messages';
import { labelOf } from '@despacha/domain/options/option';
import { trialStatusOptions } from '@despacha/domain/statuses';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useTrials } from '../api/get-trials.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';
import { StatusPill, type PillTone } from './status-pill.tsx';
import { TrialActions } from './trial-actions.tsx';

const t = s.trials;
const tones: Record<TrialResponse['status'], PillTone> = { active: 'info', converted: 'success', expired: 'warning' };

const columns: DataTableColumn<TrialResponse>[] = [
  {
    id: 'client',
    header: t.client,
    sortValue: (r) => r.clientName,
    cell: (r) => (
      <div className="flex flex-col">
        <span className="font-medium">{r.clientName}</span>
        <span className="text-xs text-slate-500">{r.clientEmail}</span>
      </div>
    ),
  },
  { id: 'plan', header: t.plan, sortValue: (r) => r.planName, cell: (r) => r.planName },
  { id: 'start', header: t.start, sortValue: (r) => r.startDate, cell: (r) => formatDate(r.startDate) },
  { id: 'end', header: t.end, sortValue: (r) => r.endDate, cell: (r) => (r.endDate ? formatDate(r.endDate) : '—') },
  { id: 'status', header: t.status, sortValue: (r) => labelOf(trialStatusOptions, r.status, r.status), cell: (r) => <StatusPill label={labelOf(trialStatusOptions, r.status, r.status)} tone={tones[r.status]} /> },
  { id: 'actions', header: billingMessages.actions, cell: (r) => <TrialActions trial={r} />, className: 'text-right' },
];

/** Clients in trial (running or expired) and the trials that became subscriptions. */
export function TrialsTab() {
  const { data, error, isPending, isError, isFetching, refetch } = useTrials();
  if (isPending) return <Spinner label={t.loading} className="py-12" />;
  if (isError) return <LoadError title={t.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return <DataTable caption={t.caption} captionHidden columns={columns} rows={data} rowKey={(r) => r.clientId} empty={t.empty} sort={{ key: 'start', dir: 'desc' }} />;
}
