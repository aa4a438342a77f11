import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCurrency, formatDate } from '../../../lib/formatters.ts';
import { useAgencySubscription } from '../api.ts';
import { billingAgencyStrings as s } from '../strings.ts';
import { InvoicesTable, PaymentsTable } from './invoice-tables.tsx';
import { PlanChangeCard } from './plan-change-card.tsx';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <span className="text-sm text-slate-600">{label}</span>
      <span className="text-2xl font-bold text-slate-900">{value}</span>
      {detail ? <span className="text-sm text-slate-600">{detail}</span> : null}
    </Card>
  );
}

/** /assinatura: the dispatcher's view of the agency's plan, seats, invoices and payments. */
export function SubscriptionPage() {
  const query = useAgencySubscription();
  const data = query.data;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={s.title} description={s.description} />
      {query.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          {query.error.message || s.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {s.retry}
          </Button>
        </div>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            <Figure label={s.plan} value={data.plan.name} detail={`${formatCurrency(data.plan.priceCents)} ${s.perMonth}`} />
            <Figure
              label={s.seats}
              value={s.seatsValue(data.seats.used, data.seats.included + data.seats.additional)}
              detail={s.seatsDetail(data.seats.included, data.seats.additional)}
            />
            <Figure
              label={s.nextInvoice}
              value={data.nextInvoice ? formatCurrency(data.nextInvoice.amountCents) : s.nextInvoiceNone}
              detail={data.nextInvoice ? s.nextInvoiceOn(formatDate(data.nextInvoice.date)) : undefined}
            />
          </div>
          <PlanChangeCard subscription={data} />
          <section className="flex flex-col gap-2">
            <CardTitle>{s.invoices}</CardTitle>
            <InvoicesTable invoices={data.invoices} />
          </section>
          <section className="flex flex-col gap-2">
            <CardTitle>{s.payments}</CardTitle>
            <PaymentsTable payments={data.payments} />
          </section>
        </>
      )}
    </div>
  );
}
