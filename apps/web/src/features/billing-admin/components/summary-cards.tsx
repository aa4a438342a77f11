import { AlertCircle, Clock, Percent, Wallet } from 'lucide-react';
import { formatMoney } from '@despacha/domain/validators/money';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { useBillingSummary } from '../api/billing-api.ts';
import { billingStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';

/** Receita total, pendente, vencido and the collection rate, as the server computes them. */
export function BillingSummaryCards() {
  const { data, error, isPending, isError, isFetching, refetch } = useBillingSummary();
  const c = s.cards;
  if (isPending) return <Spinner label={c.loading} className="py-8" />;
  if (isError) return <LoadError title={c.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return (
    <section aria-label={c.title} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard tone="admin" label={c.revenue} value={formatMoney(data.totalRevenueCents)} hint={c.revenueHint} icon={Wallet} />
      <StatCard tone="admin" label={c.pending} value={formatMoney(data.pendingCents)} hint={c.pendingHint} icon={Clock} />
      <StatCard tone="admin" label={c.overdue} value={formatMoney(data.overdueCents)} hint={c.overdueHint} icon={AlertCircle} />
      <StatCard tone="admin" label={c.rate} value={`${data.collectionRate}%`} hint={c.rateHint(data.paidInvoices, data.totalInvoices)} icon={Percent} />
    </section>
  );
}
