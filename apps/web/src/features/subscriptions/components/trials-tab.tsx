import { useState } from 'react';
import type { TrialResponse, TrialSortKey } from '@despacha/domain/contracts/subscription-metrics';
import { billingMessages } from '@despacha/domain/billing/messages';
import { labelOf } from '@despacha/domain/options/option';
import { trialStatusOptions } from '@despacha/domain/statuses';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill.tsx';
import type { SortState } from '../../../components/ui/table-sort.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { useTrials } from '../api/get-trials.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';
import { TrialActions } from './trial-actions.tsx';

const t = s.trials;
const tones: Record<TrialResponse['status'], PillTone> = { active: 'info', converted: 'success', expired: 'warning' };

// Column ids are the server's sort keys (trialSortKeys): a header click asks the server for that order.
const columns: DataTableColumn<TrialResponse>[] = [
  {
    id: 'client',
    header: t.client,
    serverSortable: true,
    cell: (r) => (
      <div className="flex flex-col">
        <span className="font-medium">{r.clientName}</span>
        <span className="text-xs text-slate-500">{r.clientEmail}</span>
      </div>
    ),
  },
  { id: 'plan', header: t.plan, serverSortable: true, cell: (r) => r.planName },
  { id: 'start', header: t.start, serverSortable: true, cell: (r) => formatDate(r.startDate) },
  { id: 'end', header: t.end, serverSortable: true, cell: (r) => (r.endDate ? formatDate(r.endDate) : '—') },
  {
    id: 'status',
    header: t.status,
    serverSortable: true,
    cell: (r) => <StatusPill label={labelOf(trialStatusOptions, r.status, r.status)} tone={tones[r.status]} />,
  },
  { id: 'actions', header: billingMessages.actions, cell: (r) => <TrialActions trial={r} />, className: 'text-right' },
];

/** Clients in trial (running or expired) and the trials that became subscriptions, paged and sorted by the server. */
export function TrialsTab() {
  const [status, setStatus] = useState<TrialResponse['status'] | ''>('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState<TrialSortKey>>({ key: 'start', dir: 'desc' });
  const { data, error, isPending, isError, isFetching, refetch } = useTrials({ status, page, sort: sort.key, dir: sort.dir });

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t.status}
        options={trialStatusOptions}
        placeholder={t.allStatuses}
        value={status}
        onChange={(e) => (setStatus(e.target.value as TrialResponse['status'] | ''), setPage(1))}
        className="sm:max-w-56"
      />
      {isPending ? (
        <Spinner label={t.loading} className="py-12" />
      ) : isError ? (
        <LoadError title={t.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            caption={t.caption}
            captionHidden
            columns={columns}
            rows={data.items}
            rowKey={(r) => r.clientId}
            empty={t.empty}
            sort={sort}
            onSortChange={(next) => (setSort(next as SortState<TrialSortKey>), setPage(1))}
          />
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={t.pages} itemsLabel={t.items} />
        </>
      )}
    </div>
  );
}
