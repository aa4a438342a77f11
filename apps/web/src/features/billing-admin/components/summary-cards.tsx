import { AlertCircle, Clock, Percent, Wallet } from 'lucide-react';
import { formatMoney } from '@despacha/domain/validators/money';
import { Busy } from '../../../components/ui/skeleton.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { useBillingSummary } from '../api/billing-api.ts';
import { billingStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';

/**
 * Receita total, pendente, vencido and the collection rate, as the server computes them; while they
 * load, the cards hold their places.
 */
export function BillingSummaryCards() {
  const { data, error, isPending, isError, isFetching, refetch } = useBillingSummary();
  const c = s.cards;
  if (isError) return <LoadError title={c.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return (
    <Busy busy={isPending} label={c.loading}>
      <section aria-label={c.title} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard tone="admin" label={c.revenue} value={data ? formatMoney(data.totalRevenueCents) : null} hint={c.revenueHint} icon={Wallet} />
        <StatCard tone="admin" label={c.pending} value={data ? formatMoney(data.pendingCents) : null} hint={c.pendingHint} icon={Clock} />
        <StatCard tone="admin" label={c.overdue} value={data ? formatMoney(data.overdueCents) : null} hint={c.overdueHint} icon={AlertCircle} />
        <StatCard
          tone="admin"
          label={c.rate}
          value={data ? `${data.collectionRate}%` : null}
          hint={data ? c.rateHint(data.paidInvoices, data.totalInvoices) : null}
          icon={Percent}
        />
      </section>
    </Busy>
  );
}
