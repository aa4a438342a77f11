import { CircleDollarSign, FileWarning, HandCoins, Users, Wrench } from 'lucide-react';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { dashboardLabels, receivableHint } from '@despacha/domain/dashboard-labels';
import { feeMessages } from '@despacha/domain/money/fee-display';
import { moneyMessages } from '@despacha/domain/money/messages';
import { formatMoney } from '@despacha/domain/validators/money';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { dashboardStrings as s } from '../strings.ts';
import { formatCount } from './format.ts';

/**
 * The indicator cards; the scope (agency or platform) picks the labels (spec §6). Revenue is the
 * agency's part of the month's ledger payments, without pass-throughs (decisions 017, 025).
 */
export function StatCards({ scope, data }: { scope: DashboardResponse['scope']; data: DashboardResponse | undefined }) {
  const labels = dashboardLabels[scope];
  // Null while the figures load: each card keeps its place (StatCard).
  const cards = data?.cards;
  return (
    <section aria-label={s.cardsTitle} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      <StatCard label={labels.customers} value={cards ? formatCount(cards.customers) : null} icon={Users} />
      <StatCard label={labels.activeServices} value={cards ? formatCount(cards.activeServices) : null} icon={Wrench} />
      <StatCard label={labels.pendingDocuments} value={cards ? formatCount(cards.pendingDocuments) : null} icon={FileWarning} />
      <StatCard
        label={labels.monthRevenue}
        value={cards ? formatMoney(cards.monthRevenueCents) : null}
        hint={cards ? moneyMessages.revenueHint(cards.monthPassThroughCents) : null}
        icon={CircleDollarSign}
      />
      <StatCard
        label={labels.receivable}
        value={cards ? formatMoney(cards.receivableCents) : null}
        hint={cards?.receivableFeesToConfirm ? `${receivableHint}. ${feeMessages.feesToConfirm(cards.receivableFeesToConfirm)}` : receivableHint}
        icon={HandCoins}
      />
    </section>
  );
}
