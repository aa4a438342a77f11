import { AlertTriangle, FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { exigenciaLabels as l } from '@despacha/domain/exigencias/messages';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useExigenciaSummary } from '../api/get-exigencia-summary.ts';

/** The dashboard's count of open exigências and, among them, the late ones (linked to that filter). */
export function ExigenciasCard() {
  const { data, isPending, isError } = useExigenciaSummary();
  const figures = data
    ? [
        { label: l.cardOpen, value: data.open, to: paths.requirementReturn.path, alert: false },
        { label: l.cardLate, value: data.late, to: `${paths.requirementReturn.path}?situacao=late`, alert: data.late > 0 },
      ]
    : [];
  return (
    <Card role="region" aria-labelledby="exigencias-card-title">
      <CardHeader className="flex-row items-baseline justify-between gap-2">
        <CardTitle id="exigencias-card-title">{l.cardTitle}</CardTitle>
        <Link to={paths.requirementReturn.path} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
          {l.openQueue}
        </Link>
      </CardHeader>
      <CardContent>
        {isPending ? <Spinner label={l.loading} className="w-full py-6" /> : null}
        {isError ? <EmptyState description={l.loadError} icon={<AlertTriangle className="size-8" />} className="py-6" /> : null}
        {data ? (
          <dl className="grid grid-cols-2 gap-3">
            {figures.map((f) => (
              <div key={f.label} className={cn('flex flex-col-reverse gap-1 rounded-md border p-3', f.alert ? 'border-red-300 bg-red-50' : 'border-slate-200')}>
                <dt className="flex items-center gap-1 text-xs text-slate-600">
                  {f.alert ? <AlertTriangle aria-hidden="true" className="size-3.5 text-red-700" /> : <FileWarning aria-hidden="true" className="size-3.5" />}
                  {f.label}
                </dt>
                <dd className="text-2xl font-bold tabular-nums text-slate-900">
                  <Link to={f.to} className="underline-offset-2 hover:underline">
                    {f.value.toLocaleString('pt-BR')}
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}
