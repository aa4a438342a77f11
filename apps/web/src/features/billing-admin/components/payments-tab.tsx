import { useState } from 'react';
import type { BillingPaymentItem } from '@despacha/domain/billing/admin';
import { paymentMethodLabels, paymentMethods } from '@despacha/domain/billing/settings';
import { labelOf } from '@despacha/domain/options/option';
import { paymentStatusOptions } from '@despacha/domain/statuses';
import { formatMoney } from '@despacha/domain/validators/money';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useBillingPayments } from '../api/billing-api.ts';
import { billingStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';

const p = s.payments;
const methodOptions = paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }));
const tones: Record<string, PillTone> = { confirmed: 'success', processing: 'warning', failed: 'danger' };

const columns: DataTableColumn<BillingPaymentItem>[] = [
  { id: 'date', header: p.date, cell: (r) => formatDate(r.paidOn) },
  { id: 'invoice', header: p.invoice, cell: (r) => <span className="tabular-nums">{r.invoiceNumber}</span> },
  { id: 'client', header: p.client, cell: (r) => r.clientName },
  { id: 'method', header: p.method, cell: (r) => paymentMethodLabels[r.method] },
  { id: 'amount', header: p.amount, cell: (r) => formatMoney(r.amountCents), className: 'text-right tabular-nums' },
  { id: 'status', header: p.status, cell: (r) => <StatusPill label={labelOf(paymentStatusOptions, r.status, r.status)} tone={tones[r.status] ?? 'neutral'} /> },
  { id: 'reference', header: p.reference, cell: (r) => r.reference || '—' },
];

/** Payments of every client, newest first, filtered by period and method. */
export function PaymentsTab() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [method, setMethod] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isPending, isError, isFetching, refetch } = useBillingPayments({ from, to, method, page });
  const refilter = (set: (v: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const filter = (set: (v: string) => void) => (e: { target: { value: string } }) => refilter(set)(e.target.value);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <DateField label={s.from} value={from} onChange={refilter(setFrom)} />
        <DateField label={s.to} value={to} onChange={refilter(setTo)} />
        <SelectField label={p.method} options={methodOptions} placeholder={p.allMethods} value={method} onChange={filter(setMethod)} />
      </div>
      {isPending ? (
        <Spinner label={p.loading} className="py-12" />
      ) : isError ? (
        <LoadError title={p.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable caption={p.caption} captionHidden columns={columns} rows={data.items} rowKey={(r) => r.id} empty={p.empty} />
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={p.pagerLabel} itemsLabel={p.pagerItems} showSinglePage />
        </>
      )}
    </div>
  );
}
