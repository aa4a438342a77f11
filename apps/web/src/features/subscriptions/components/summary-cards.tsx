import { CalendarRange, Percent, TrendingDown, TrendingUp } from 'lucide-react';
import { formatMoney } from '@despacha/domain/validators/money';
import { Busy } from '../../../components/ui/skeleton.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { useSubscriptionSummary } from '../api/get-subscription-summary.ts';
import { formatPercent, formatSignedPercent } from '../format.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';

/** MRR, ARR, churn and growth as the server computes them; while they load, the cards hold their places. */
export function SummaryCards() {
  const { data, error, isPending, isError, isFetching, refetch } = useSubscriptionSummary();
  if (isError) return <LoadError title={s.cards.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  const c = s.cards;
  return (
    <Busy busy={isPending} label={c.loading}>
      <section aria-label={c.title} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          tone="admin"
          label={c.mrr}
          value={data ? formatMoney(data.mrrCents) : null}
          hint={data ? c.activeSubscriptions(data.activeSubscriptions) : null}
          icon={TrendingUp}
        />
        <StatCard tone="admin" label={c.arr} value={data ? formatMoney(data.arrCents) : null} hint={c.arrHint} icon={CalendarRange} />
        <StatCard
          tone="admin"
          label={c.churn}
          value={data ? formatPercent(data.churnRate) : null}
          hint={data ? c.period(data.periodDays) : null}
          icon={TrendingDown}
        />
        <StatCard
          tone="admin"
          label={c.growth}
          value={data ? formatSignedPercent(data.growthRate) : null}
          hint={data ? `${c.period(data.periodDays)} · ${c.clients(data.totalClients)}` : null}
          icon={Percent}
        />
      </section>
    </Busy>
  );
}
