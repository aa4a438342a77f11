import { useState } from 'react';
import { FileDown, QrCode } from 'lucide-react';
import type { AgencySubscriptionResponse } from '@despacha/domain/billing/agency';
import { labelOf } from '@despacha/domain/options/option';
import { invoiceStatusOptions, paymentMethodOptions, paymentStatusOptions } from '@despacha/domain/statuses';
import { buttonClasses, Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatCurrency, formatDate } from '../../../lib/formatters.ts';
import { invoicePdfUrl } from '../api.ts';
import { billingAgencyStrings as s } from '../strings.ts';
import { PixDialog } from './pix-dialog.tsx';

type Invoice = AgencySubscriptionResponse['invoices'][number];
type Payment = AgencySubscriptionResponse['payments'][number];

const payable = (status: string) => status === 'pending' || status === 'overdue';
const period = (i: Invoice) => (i.periodStart && i.periodEnd ? `${formatDate(i.periodStart)} a ${formatDate(i.periodEnd)}` : '—');

/** The agency's invoices, each with its PDF and, while open, its PIX. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const [paying, setPaying] = useState<Invoice | null>(null);
  const columns: DataTableColumn<Invoice>[] = [
    { id: 'number', header: s.number, cell: (i) => i.number },
    { id: 'period', header: s.period, cell: period },
    { id: 'due', header: s.due, cell: (i) => formatDate(i.dueOn) },
    { id: 'amount', header: s.amount, cell: (i) => formatCurrency(i.amountCents), className: 'text-right' },
    { id: 'status', header: s.status, cell: (i) => labelOf(invoiceStatusOptions, i.status) },
    {
      id: 'actions',
      header: s.actions,
      cell: (i) => (
        <div className="flex gap-2">
          <a
            href={invoicePdfUrl(i.id)}
            target="_blank"
            rel="noopener"
            aria-label={s.pdfLabel(i.number)}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <FileDown aria-hidden="true" className="size-4" />
            {s.pdf}
          </a>
          {payable(i.status) ? (
            <Button variant="outline" size="sm" aria-label={s.pixLabel(i.number)} onClick={() => setPaying(i)}>
              <QrCode aria-hidden="true" className="size-4" />
              {s.pix}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <>
      <DataTable caption={s.invoices} columns={columns} rows={invoices} rowKey={(i) => i.id} empty={s.invoicesEmpty} />
      <PixDialog invoice={paying} onClose={() => setPaying(null)} />
    </>
  );
}

/** Payments towards the agency's invoices. */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  const columns: DataTableColumn<Payment>[] = [
    { id: 'paidOn', header: s.paidOn, cell: (p) => formatDate(p.paidOn) },
    { id: 'invoice', header: s.invoice, cell: (p) => p.invoiceNumber },
    { id: 'method', header: s.method, cell: (p) => labelOf(paymentMethodOptions, p.method) },
    { id: 'amount', header: s.amount, cell: (p) => formatCurrency(p.amountCents), className: 'text-right' },
    { id: 'status', header: s.status, cell: (p) => labelOf(paymentStatusOptions, p.status) },
  ];
  return <DataTable caption={s.payments} columns={columns} rows={payments} rowKey={(p) => p.id} empty={s.paymentsEmpty} />;
}
