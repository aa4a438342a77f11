import { CalendarRange, Percent, TrendingDown, TrendingUp } from 'lucide-react';
import { formatMoney } from '@despacha/domain/validators/money';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { useSubscriptionSummary } from '../api/get-subscription-summary.ts';
import { formatPercent, formatSignedPercent } from '../format.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';

/** MRR, ARR, churn and growth as the server computes them. */
export function SummaryCards() {
  const { data, error, isPending, isError, isFetching, refetch } = useSubscriptionSummary();
  if (isPending) return <Spinner label={s.cards.loading} className="py-8" />;
  if (isError) return <LoadError title={s.cards.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  const c = s.cards;
  return (
    <section aria-label={c.title} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard tone="admin" label={c.mrr} value={formatMoney(data.mrrCents)} hint={c.activeSubscriptions(data.activeSubscriptions)} icon={TrendingUp} />
      <StatCard tone="admin" label={c.arr} value={formatMoney(data.arrCents)} hint={c.arrHint} icon={CalendarRange} />
      <StatCard tone="admin" label={c.churn} value={formatPercent(data.churnRate)} hint={c.period(data.periodDays)} icon={TrendingDown} />
      <StatCard
        tone="admin"
        label={c.growth}
        value={formatSignedPercent(data.growthRate)}
        hint={`${c.period(data.periodDays)} · ${c.clients(data.totalClients)}`}
        icon={Percent}
      />
    </section>
  );
}
