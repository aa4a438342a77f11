import type { SubscriptionChangeItem } from '@despacha/domain/contracts/clients';
import { agencyStatusLabel } from '@despacha/domain/agency-status';
import { adminMessages } from '@despacha/domain/admin-messages';
import { labelOf } from '@despacha/domain/options/option';
import { changeTypeOptions } from '@despacha/domain/statuses';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useSubscriptionChanges } from '../api/get-subscription-changes.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';

const c = s.changes;
const tones: Record<string, PillTone> = { upgrade: 'success', downgrade: 'warning', status_change: 'info', other: 'neutral' };

/** 'Básico → Avançado'; one side alone when the other is unknown; 'Sem alteração' when equal or absent. */
function transition(from: string | null, to: string | null) {
  if (!to || from === to) return <span className="text-slate-500">{from ?? c.unchanged}</span>;
  return (
    <span className="whitespace-nowrap">
      {from ?? '—'} <span aria-label={c.arrow}>→</span> {to}
    </span>
  );
}
const statusName = (status: string | null) => (status ? agencyStatusLabel(status) : null);

const columns: DataTableColumn<SubscriptionChangeItem>[] = [
  { id: 'date', header: c.date, sortValue: (r) => r.createdAt, cell: (r) => formatDate(r.createdAt) },
  {
    id: 'client',
    header: c.client,
    sortValue: (r) => r.clientName,
    cell: (r) =>
      r.clientName === null ? (
        <span className="text-slate-500 italic">{adminMessages.clientMissing}</span>
      ) : (
        <div className="flex flex-col">
          <span className="font-medium">{r.clientName}</span>
          <span className="text-xs text-slate-500">{r.clientEmail}</span>
        </div>
      ),
  },
  { id: 'plan', header: c.plan, sortValue: (r) => r.newPlanName ?? r.newPlan, cell: (r) => transition(r.oldPlanName ?? r.oldPlan, r.newPlanName ?? r.newPlan) },
  { id: 'status', header: c.status, sortValue: (r) => statusName(r.newStatus), cell: (r) => transition(statusName(r.oldStatus), statusName(r.newStatus)) },
  {
    id: 'type',
    header: c.type,
    sortValue: (r) => labelOf(changeTypeOptions, r.changeType, r.changeType),
    cell: (r) => <StatusPill label={labelOf(changeTypeOptions, r.changeType, r.changeType)} tone={tones[r.changeType] ?? 'neutral'} />,
  },
  { id: 'reason', header: c.reason, sortValue: (r) => r.changeReason, cell: (r) => r.changeReason || '—' },
  { id: 'by', header: c.changedBy, sortValue: (r) => r.changedByName, cell: (r) => r.changedByName ?? '—' },
];

/** The plan and status history of every client, newest first. */
export function ChangesTab() {
  const { data, error, isPending, isError, isFetching, refetch } = useSubscriptionChanges();
  if (isPending) return <Spinner label={c.loading} className="py-12" />;
  if (isError) return <LoadError title={c.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return <DataTable caption={c.caption} captionHidden columns={columns} rows={data} rowKey={(r) => r.id} empty={c.empty} sort={{ key: 'date', dir: 'desc' }} />;
}
