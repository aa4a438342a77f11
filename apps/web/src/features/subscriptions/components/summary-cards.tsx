import { CalendarRange, Percent, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { formatMoney } from '@despacha/domain/validators/money';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSubscriptionSummary } from '../api/get-subscription-summary.ts';
import { formatPercent, formatSignedPercent } from '../format.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';

type MetricCardProps = { label: string; value: string; hint: string; icon: LucideIcon };

function MetricCard({ label, value, hint, icon: Icon }: MetricCardProps) {
  return (
    <Card role="group" aria-label={label} className="flex flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <span className="text-sm text-slate-600">{label}</span>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-admin-soft text-admin" aria-hidden="true">
          <Icon className="size-4" />
        </span>
      </div>
      <span className="text-2xl font-bold break-words tabular-nums text-slate-900">{value}</span>
      <span className="text-xs text-slate-500">{hint}</span>
    </Card>
  );
}

/** MRR, ARR, churn and growth as the server computes them. */
export function SummaryCards() {
  const { data, error, isPending, isError, isFetching, refetch } = useSubscriptionSummary();
  if (isPending) return <Spinner label={s.cards.loading} className="py-8" />;
  if (isError) return <LoadError title={s.cards.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  const c = s.cards;
  return (
    <section aria-label={c.title} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <MetricCard label={c.mrr} value={formatMoney(data.mrrCents)} hint={c.activeSubscriptions(data.activeSubscriptions)} icon={TrendingUp} />
      <MetricCard label={c.arr} value={formatMoney(data.arrCents)} hint={c.arrHint} icon={CalendarRange} />
      <MetricCard label={c.churn} value={formatPercent(data.churnRate)} hint={c.period(data.periodDays)} icon={TrendingDown} />
      <MetricCard label={c.growth} value={formatSignedPercent(data.growthRate)} hint={`${c.period(data.periodDays)} · ${c.clients(data.totalClients)}`} icon={Percent} />
    </section>
  );
}
