import type { ReactNode } from 'react';
import { AlertCircle, Building2, Percent, TrendingUp } from 'lucide-react';
import { agencyStatusLabel, agencyStatuses } from '@despacha/domain/agency-status';
import type { AdminDashboardResponse } from '@despacha/domain/contracts/admin-dashboard';
import { paymentMethodLabels } from '@despacha/domain/billing/settings';
import { formatMoney } from '@despacha/domain/validators/money';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useAdminDashboard } from '../api/billing-api.ts';
import { billingStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';

const d = s.dashboard;
const r = s.reports;
const percent = (bps: number) => `${(bps / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/**
 * The platform's figures for its administrator: clients, recurring revenue, what is owed, trials, the
 * month. The route's page passes the quick links (the dashboard feature's) as children.
 */
export function AdminDashboard({ children }: { children?: ReactNode }) {
  // The quick links do not depend on the figures: a failed read still leaves the way to every screen.
  return (
    <div className="flex flex-col gap-6">
      <Figures />
      {children}
    </div>
  );
}

function Figures() {
  const { data, error, isPending, isError, isFetching, refetch } = useAdminDashboard();
  if (isPending) return <Spinner label={d.loading} className="py-12" />;
  if (isError) return <LoadError title={d.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return (
    <>
      <section aria-label={d.description} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          tone="admin"
          label={d.clients}
          value={String(data.clients.total)}
          hint={d.clientsHint(data.clients.byStatus.active, data.clients.byStatus.trial)}
          icon={Building2}
        />
        <StatCard tone="admin" label={d.mrr} value={formatMoney(data.mrrCents)} hint={d.mrrHint(formatMoney(data.arrCents))} icon={TrendingUp} />
        <StatCard tone="admin" label={d.overdue} value={formatMoney(data.overdueCents)} hint={d.overdueHint(data.overdueInvoices)} icon={AlertCircle} />
        <StatCard tone="admin" label={d.rate} value={`${data.collectionRate}%`} icon={Percent} />
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <ClientsByStatus data={data} />
        <TrialsEnding data={data} />
        <MonthSummary data={data} />
      </div>
    </>
  );
}

function ClientsByStatus({ data }: { data: AdminDashboardResponse }) {
  return (
    <Card role="group" aria-label={d.byStatus} className="p-4">
      <h2 className="mb-3 font-semibold text-slate-900">{d.byStatus}</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        {agencyStatuses.map((status) => (
          <div key={status} className="contents">
            <dt className="text-slate-600">{agencyStatusLabel(status)}</dt>
            <dd className="text-right tabular-nums">{data.clients.byStatus[status]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function TrialsEnding({ data }: { data: AdminDashboardResponse }) {
  return (
    <Card role="group" aria-label={d.trialsEnding} className="p-4">
      <h2 className="mb-3 font-semibold text-slate-900">{d.trialsEnding}</h2>
      {data.trialsEnding.length === 0 ? (
        <p className="text-sm text-slate-600">{d.noTrialsEnding}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {data.trialsEnding.map((t) => (
            <li key={t.clientId} className="flex justify-between gap-2">
              <span>
                {t.clientName} <span className="text-slate-500">· {t.planName}</span>
              </span>
              <span className="text-slate-600">{d.endsOn(formatDate(t.endsAt))}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function MonthSummary({ data }: { data: AdminDashboardResponse }) {
  const m = data.month;
  const rows: [string, number][] = [
    [r.gross, m.grossCents],
    [r.taxes(percent(m.taxRateBps)), -m.taxesCents],
    ...m.feesByMethod.filter((f) => f.feeCents > 0).map((f): [string, number] => [r.fee(paymentMethodLabels[f.method], percent(f.feeBps)), -f.feeCents]),
  ];
  return (
    <Card role="group" aria-label={d.month} className="p-4">
      <h2 className="mb-1 font-semibold text-slate-900">{d.month}</h2>
      <p className="mb-3 text-xs text-slate-500">
        {formatDate(m.from)} – {formatDate(m.to)}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right tabular-nums">{formatMoney(cents)}</dd>
          </div>
        ))}
        <dt className="border-t border-slate-200 pt-2 font-semibold">{r.net}</dt>
        <dd className="border-t border-slate-200 pt-2 text-right font-semibold tabular-nums">{formatMoney(m.netCents)}</dd>
      </dl>
    </Card>
  );
}
