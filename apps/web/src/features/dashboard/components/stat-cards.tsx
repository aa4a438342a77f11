import { CircleDollarSign, FileWarning, Users, Wrench, type LucideIcon } from 'lucide-react';
import { dashboardLabels, type DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { formatMoney } from '@despacha/domain/validators/money';
import { Card } from '../../../components/ui/card.tsx';
import { dashboardStrings as s } from '../strings.ts';
import { formatCount } from './format.ts';

type StatCardProps = { label: string; value: string; icon: LucideIcon };

function StatCard({ label, value, icon: Icon }: StatCardProps) {
  return (
    <Card role="group" aria-label={label} className="flex flex-col justify-between gap-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <span className="text-sm text-slate-600">{label}</span>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary" aria-hidden="true">
          <Icon className="size-4" />
        </span>
      </div>
      <span data-testid="stat-value" className="text-2xl font-bold break-words tabular-nums text-slate-900">
        {value}
      </span>
    </Card>
  );
}

/** The four indicator cards; the scope (agency or platform) picks the labels (spec §6). */
export function StatCards({ data }: { data: DashboardResponse }) {
  const labels = dashboardLabels[data.scope];
  const { cards } = data;
  return (
    <section aria-label={s.cardsTitle} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={labels.customers} value={formatCount(cards.customers)} icon={Users} />
      <StatCard label={labels.activeServices} value={formatCount(cards.activeServices)} icon={Wrench} />
      <StatCard label={labels.pendingDocuments} value={formatCount(cards.pendingDocuments)} icon={FileWarning} />
      <StatCard label={labels.monthRevenue} value={formatMoney(cards.monthRevenueCents)} icon={CircleDollarSign} />
    </section>
  );
}
