import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { reminderLabels as l } from '@despacha/domain/licensing/reminder-messages';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCurrency } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { useLicensingCard } from '../api/reminders.ts';

/** The dashboard's month of licensing (decision 066): due, done, reminded, and what the reminders' quotes brought in. */
export function LicensingCard() {
  const { data, isPending, isError } = useLicensingCard();
  const figures = data
    ? [
        { label: l.cardDue, value: data.due.toLocaleString('pt-BR') },
        { label: l.cardDone, value: data.done.toLocaleString('pt-BR') },
        { label: l.cardReminded, value: data.reminded.toLocaleString('pt-BR') },
        { label: l.cardRevenue, value: formatCurrency(data.revenueCents) },
      ]
    : [];
  return (
    <Card role="region" aria-labelledby="licensing-card-title">
      <CardHeader className="flex-row items-baseline justify-between gap-2">
        <CardTitle id="licensing-card-title">{l.cardTitle}</CardTitle>
        <Link to={`${paths.licensing.path}?mes=${data?.month ?? ''}`} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
          {l.cardLink}
        </Link>
      </CardHeader>
      <CardContent>
        {isPending ? <Spinner label={l.cardTitle} className="w-full py-6" /> : null}
        {isError ? <EmptyState description={l.cardFailed} icon={<AlertTriangle className="size-8" />} className="py-6" /> : null}
        {data ? (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {figures.map((f) => (
                <div key={f.label} className="flex flex-col-reverse gap-1 rounded-md border border-slate-200 p-3">
                  <dt className="text-xs text-slate-600">{f.label}</dt>
                  <dd className="text-2xl font-bold tabular-nums text-slate-900">{f.value}</dd>
                </div>
              ))}
            </dl>
            {data.calendarToConfirm ? <p className="mt-2 text-xs text-amber-900">{l.cardToConfirm}</p> : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
