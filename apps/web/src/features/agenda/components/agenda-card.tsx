import { AlertTriangle, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { agendaMessages } from '@despacha/domain/agenda/messages';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useAgendaSummary } from '../api/get-agenda-summary.ts';

const c = agendaMessages.card;

/** The dashboard's agenda: today's and this week's vistorias, this week's deadlines, what is late. */
export function AgendaCard() {
  const { data, isPending, isError } = useAgendaSummary();
  // Late ones apart from the dashboard's "Atrasados" status count: that one reads only the services' prazo.
  const figures = data
    ? [
        { label: c.vistoriasToday, value: data.vistoriasToday },
        { label: c.vistoriasWeek, value: data.vistoriasWeek },
        { label: c.deadlinesWeek, value: data.deadlinesWeek },
        { label: c.lateVistorias, value: data.lateVistorias, alert: data.lateVistorias > 0 },
        { label: c.lateDeadlines, value: data.lateDeadlines, alert: data.lateDeadlines > 0 },
      ]
    : [];
  return (
    <Card role="region" aria-labelledby="agenda-card-title">
      <CardHeader className="flex-row items-baseline justify-between gap-2">
        <CardTitle id="agenda-card-title">{c.title}</CardTitle>
        <Link to={paths.agenda.path} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
          {c.open}
        </Link>
      </CardHeader>
      <CardContent>
        {isPending ? <Spinner label={c.loading} className="w-full py-6" /> : null}
        {isError ? <EmptyState description={c.loadError} icon={<AlertTriangle className="size-8" />} className="py-6" /> : null}
        {data ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            {figures.map((f) => (
              <div key={f.label} className={cn('flex flex-col-reverse gap-1 rounded-md border p-3', f.alert ? 'border-red-300 bg-red-50' : 'border-slate-200')}>
                <dt className="flex items-center gap-1 text-xs text-slate-600">
                  {f.alert ? <AlertTriangle aria-hidden="true" className="size-3.5 text-red-700" /> : <CalendarDays aria-hidden="true" className="size-3.5" />}
                  {f.label}
                </dt>
                <dd className="text-2xl font-bold tabular-nums text-slate-900">{f.value.toLocaleString('pt-BR')}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}
