import { useDeferredValue, useState } from 'react';
import type { AdminInvoiceResponse } from '@despacha/domain/contracts/subscription-metrics';
import { billingMessages } from '@despacha/domain/billing/messages';
import { labelOf } from '@despacha/domain/options/option';
import { invoiceStatusOptions } from '@despacha/domain/statuses';
import { formatMoney } from '@despacha/domain/validators/money';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';
import { StatusPill, type PillTone } from './status-pill.tsx';
import { InvoiceActions, invoiceLabel } from './invoice-actions.tsx';

const i = s.invoices;
const tones: Record<string, PillTone> = { paid: 'success', pending: 'warning', overdue: 'danger', cancelled: 'neutral', draft: 'info' };

const columns: DataTableColumn<AdminInvoiceResponse>[] = [
  { id: 'id', header: i.id, cell: (r) => <span className="font-mono text-xs" title={r.id}>{invoiceLabel(r.id)}</span> },
  { id: 'client', header: i.client, sortValue: (r) => r.clientName, cell: (r) => r.clientName },
  { id: 'plan', header: i.plan, sortValue: (r) => r.planName, cell: (r) => r.planName },
  { id: 'amount', header: i.amount, sortValue: (r) => r.amountCents, cell: (r) => formatMoney(r.amountCents), className: 'text-right tabular-nums' },
  { id: 'issued', header: i.issued, sortValue: (r) => r.issuedDate, cell: (r) => formatDate(r.issuedDate) },
  { id: 'due', header: i.due, sortValue: (r) => r.dueDate, cell: (r) => formatDate(r.dueDate) },
  { id: 'status', header: i.status, sortValue: (r) => labelOf(invoiceStatusOptions, r.status, r.status), cell: (r) => <StatusPill label={labelOf(invoiceStatusOptions, r.status, r.status)} tone={tones[r.status] ?? 'neutral'} /> },
  { id: 'actions', header: billingMessages.actions, cell: (r) => <InvoiceActions invoice={r} />, className: 'text-right' },
];

/** Every client's invoices, searchable by client or invoice number and filtered by status. */
export function InvoicesTab() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const filters = { q: useDeferredValue(q), status };
  const { data, error, isPending, isError, isFetching, refetch } = useInvoices(filters);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <TextField label={i.search} type="search" placeholder={i.searchPlaceholder} value={q} onChange={(e) => setQ(e.target.value)} />
        <SelectField label={i.status} options={invoiceStatusOptions} placeholder={i.allStatuses} value={status} onChange={(e) => setStatus(e.target.value)} />
      </div>
      {isPending ? (
        <Spinner label={i.loading} className="py-12" />
      ) : isError ? (
        <LoadError title={i.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <DataTable caption={i.caption} captionHidden columns={columns} rows={data} rowKey={(r) => r.id} empty={i.empty} sort={{ key: 'issued', dir: 'desc' }} />
      )}
    </div>
  );
}
