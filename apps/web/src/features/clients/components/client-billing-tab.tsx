import type { ClientDetailResponse, ClientInvoice } from '@despacha/domain/contracts/clients';
import { labelOf } from '@despacha/domain/options/option';
import { invoiceStatusOptions } from '@despacha/domain/statuses';
import { formatMoney } from '@despacha/domain/validators/money';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatDate } from '../format.ts';
import { clientStrings as s } from '../strings.ts';

const d = s.detail;

const columns: DataTableColumn<ClientInvoice>[] = [
  { id: 'issuedOn', header: d.invoiceColumns.issuedOn, sortValue: (i) => i.issuedOn, cell: (i) => formatDate(i.issuedOn) },
  { id: 'dueOn', header: d.invoiceColumns.dueOn, sortValue: (i) => i.dueOn, cell: (i) => formatDate(i.dueOn) },
  { id: 'plan', header: d.invoiceColumns.plan, sortValue: (i) => i.planName ?? i.planId, cell: (i) => i.planName ?? i.planId },
  {
    id: 'amount',
    header: d.invoiceColumns.amount,
    sortValue: (i) => i.amountCents,
    cell: (i) => formatMoney(i.amountCents),
    className: 'text-right tabular-nums',
  },
  {
    id: 'status',
    header: d.invoiceColumns.status,
    sortValue: (i) => labelOf(invoiceStatusOptions, i.status, i.status),
    cell: (i) => labelOf(invoiceStatusOptions, i.status, i.status),
  },
  { id: 'paidAt', header: d.invoiceColumns.paidAt, sortValue: (i) => i.paidAt, cell: (i) => (i.paidAt ? formatDate(i.paidAt) : d.none) },
];

/** The plan's price and seats, and the client's invoices. */
export function ClientBillingTab({ client }: { client: ClientDetailResponse }) {
  const { plan, seats, billing } = client;
  const facts: [string, string][] = [
    [d.plan, plan.name],
    [d.planPrice, formatMoney(plan.priceCents)],
    [d.seats, String(seats.base)],
    [d.additionalSeats, String(seats.additional)],
    [d.additionalPrice, formatMoney(plan.additionalUserPriceCents)],
    [d.monthly, formatMoney(billing.monthlyCents)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <DataTable caption={d.invoicesTitle} columns={columns} rows={billing.invoices} rowKey={(i) => i.id} empty={d.noInvoices} />
    </div>
  );
}
