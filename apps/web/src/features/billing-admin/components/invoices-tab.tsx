import { useDeferredValue, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { BillingInvoiceItem } from '@despacha/domain/billing/admin';
import { anomalyFilterOptions, paymentAnomalyLabel, paymentAnomalyMessages } from '@despacha/domain/billing/payment-anomalies';
import { labelOf } from '@despacha/domain/options/option';
import { invoiceStatusOptions } from '@despacha/domain/statuses';
import { formatMoney } from '@despacha/domain/validators/money';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill.tsx';
import type { SortState } from '../../../components/ui/table-sort.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { invoicePdfUrl, useBillingInvoices, useCancelInvoice, useResendInvoice } from '../api/billing-api.ts';
import { billingStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';

const i = s.invoices;
const tones: Record<string, PillTone> = { paid: 'success', pending: 'warning', overdue: 'danger', cancelled: 'neutral', draft: 'info' };
const open = (r: BillingInvoiceItem) => r.status === 'pending' || r.status === 'overdue';

/** Every client's invoices, paged and sorted by the server, with the actions an open invoice takes. */
export function InvoicesTab() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [anomaly, setAnomaly] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ key: 'issued', dir: 'desc' });
  const [paying, setPaying] = useState<BillingInvoiceItem | null>(null);
  const filters = { q: useDeferredValue(q), status, from, to, anomaly, page, sort: sort.key, dir: sort.dir };
  const { data, error, isPending, isError, isFetching, refetch } = useBillingInvoices(filters);
  const cancel = useCancelInvoice();
  const resend = useResendInvoice();
  const refilter = (set: (v: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const filter = (set: (v: string) => void) => (e: { target: { value: string } }) => refilter(set)(e.target.value);
  const failed = (error: unknown) => toast.error(errorText(error, i.actionFailed));

  const columns: DataTableColumn<BillingInvoiceItem>[] = [
    {
      id: 'number',
      header: i.number,
      serverSortable: true,
      cell: (r) => (
        <span className="tabular-nums" title={r.id}>
          {r.number}
        </span>
      ),
    },
    { id: 'client', header: i.client, serverSortable: true, cell: (r) => r.clientName },
    { id: 'plan', header: i.plan, cell: (r) => r.planName },
    { id: 'amount', header: i.amount, serverSortable: true, cell: (r) => formatMoney(r.amountCents), className: 'text-right tabular-nums' },
    { id: 'paid', header: i.paid, cell: (r) => formatMoney(r.paidCents), className: 'text-right tabular-nums' },
    { id: 'issued', header: i.issued, serverSortable: true, cell: (r) => formatDate(r.issuedDate) },
    { id: 'due', header: i.due, serverSortable: true, cell: (r) => formatDate(r.dueDate) },
    { id: 'status', header: i.status, serverSortable: true, cell: (r) => <InvoiceStatus invoice={r} /> },
    {
      id: 'actions',
      header: i.actions,
      cell: (r) => (
        <div className="flex flex-wrap gap-1">
          {open(r) ? (
            <Button size="sm" variant="outline" onClick={() => setPaying(r)} aria-label={`${i.recordPayment} ${r.number}`}>
              {i.recordPayment}
            </Button>
          ) : null}
          {open(r) ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={resend.isPending}
              onClick={() => resend.mutate(r.id, { onSuccess: () => toast.success(i.resent), onError: failed })}
            >
              {i.resend}
            </Button>
          ) : null}
          {r.status !== 'cancelled' && r.status !== 'paid' ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={cancel.isPending}
              onClick={() => window.confirm(i.confirmCancel(r.number)) && cancel.mutate(r.id, { onSuccess: () => toast.success(i.cancelled), onError: failed })}
            >
              {i.cancel}
            </Button>
          ) : null}
          <a className={buttonClasses({ variant: 'ghost', size: 'sm' })} href={invoicePdfUrl(r.id)} target="_blank" rel="noreferrer">
            {i.pdf}
          </a>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_10rem_10rem]">
        <TextField label={i.search} type="search" maxLength={100} placeholder={i.searchPlaceholder} value={q} onChange={filter(setQ)} />
        <SelectField label={i.status} options={invoiceStatusOptions} placeholder={i.allStatuses} value={status} onChange={filter(setStatus)} />
        <SelectField
          label={paymentAnomalyMessages.filter}
          options={anomalyFilterOptions}
          placeholder={paymentAnomalyMessages.allInvoices}
          value={anomaly}
          onChange={filter(setAnomaly)}
        />
        <DateField label={s.from} value={from} onChange={refilter(setFrom)} />
        <DateField label={s.to} value={to} onChange={refilter(setTo)} />
      </div>
      {isPending ? (
        <Spinner label={i.loading} className="py-12" />
      ) : isError ? (
        <LoadError title={i.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            caption={i.caption}
            captionHidden
            columns={columns}
            rows={data.items}
            rowKey={(r) => r.id}
            empty={i.empty}
            sort={sort}
            onSortChange={(next) => (setSort(next), setPage(1))}
          />
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={i.pagerLabel} itemsLabel={i.pagerItems} showSinglePage />
        </>
      )}
      <RecordPaymentDialog invoice={paying} onClose={() => setPaying(null)} />
    </div>
  );
}

/**
 * The status, and under it what the invoice's payments carried that does not fit it (decision
 * 050): the money was recorded as reported, so an admin settles it (refund, charge, ask the provider).
 */
function InvoiceStatus({ invoice: r }: { invoice: BillingInvoiceItem }) {
  const pill = <StatusPill label={labelOf(invoiceStatusOptions, r.status, r.status)} tone={tones[r.status] ?? 'neutral'} />;
  if (r.anomalies.length === 0) return pill;
  return (
    <div className="flex flex-col items-start gap-1">
      {pill}
      <ul aria-label={`${paymentAnomalyMessages.flagged} ${r.number}`} className="flex flex-col gap-0.5 text-xs text-amber-900">
        {r.anomalies.map((a) => (
          <li key={a} className="flex items-start gap-1">
            <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {paymentAnomalyLabel(a, r)}
          </li>
        ))}
      </ul>
    </div>
  );
}
