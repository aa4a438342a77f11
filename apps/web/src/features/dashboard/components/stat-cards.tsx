import { CircleDollarSign, FileWarning, Users, Wrench } from 'lucide-react';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { dashboardLabels } from '@despacha/domain/dashboard-labels';
import { moneyMessages } from '@despacha/domain/money/messages';
import { formatMoney } from '@despacha/domain/validators/money';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { dashboardStrings as s } from '../strings.ts';
import { formatCount } from './format.ts';

/** The four indicator cards; the scope (agency or platform) picks the labels (spec §6). Revenue leaves out pass-throughs (decision 017). */
export function StatCards({ data }: { data: DashboardResponse }) {
  const labels = dashboardLabels[data.scope];
  const { cards } = data;
  return (
    <section aria-label={s.cardsTitle} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={labels.customers} value={formatCount(cards.customers)} icon={Users} />
      <StatCard label={labels.activeServices} value={formatCount(cards.activeServices)} icon={Wrench} />
      <StatCard label={labels.pendingDocuments} value={formatCount(cards.pendingDocuments)} icon={FileWarning} />
      <StatCard label={labels.monthRevenue} value={formatMoney(cards.monthRevenueCents)} hint={moneyMessages.revenueHint(cards.monthPassThroughCents)} icon={CircleDollarSign} />
    </section>
  );
}
