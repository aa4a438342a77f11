import type { ReactNode } from 'react';
import { AlertCircle, Building2, Percent, TrendingUp } from 'lucide-react';
import { agencyStatusLabel, agencyStatuses } from '@despacha/domain/agency-status';
import type { AdminDashboardResponse } from '@despacha/domain/contracts/admin-dashboard';
import { paymentMethodLabels } from '@despacha/domain/billing/settings';
import { formatMoney } from '@despacha/domain/validators/money';
import { Card } from '../../../components/ui/card.tsx';
import { Busy, SkeletonText } from '../../../components/ui/skeleton.tsx';
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

/**
 * While the figures load, the cards and panels are drawn with placeholders in the figures' places,
 * so the quick links under them do not move when the figures land.
 */
function Figures() {
  const { data, error, isPending, isError, isFetching, refetch } = useAdminDashboard();
  if (isError) return <LoadError title={d.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return (
    <Busy busy={isPending} label={d.loading} className="flex flex-col gap-6">
      <section aria-label={d.description} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          tone="admin"
          label={d.clients}
          value={data ? String(data.clients.total) : null}
          hint={data ? d.clientsHint(data.clients.byStatus.active, data.clients.byStatus.trial) : null}
          icon={Building2}
        />
        <StatCard
          tone="admin"
          label={d.mrr}
          value={data ? formatMoney(data.mrrCents) : null}
          hint={data ? d.mrrHint(formatMoney(data.arrCents)) : null}
          icon={TrendingUp}
        />
        <StatCard
          tone="admin"
          label={d.overdue}
          value={data ? formatMoney(data.overdueCents) : null}
          hint={data ? d.overdueHint(data.overdueInvoices) : null}
          icon={AlertCircle}
        />
        <StatCard tone="admin" label={d.rate} value={data ? `${data.collectionRate}%` : null} icon={Percent} />
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <ClientsByStatus data={data} />
        <TrialsEnding data={data} />
        <MonthSummary data={data} />
      </div>
    </Busy>
  );
}

/** A figure's cell, or its placeholder while the figures load. */
const figure = (value: string | undefined) => (value === undefined ? <SkeletonText className="w-12" /> : value);

function ClientsByStatus({ data }: { data: AdminDashboardResponse | undefined }) {
  return (
    <Card role="group" aria-label={d.byStatus} className="p-4">
      <h2 className="mb-3 font-semibold text-slate-900">{d.byStatus}</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        {agencyStatuses.map((status) => (
          <div key={status} className="contents">
            <dt className="text-slate-600">{agencyStatusLabel(status)}</dt>
            <dd className="text-right tabular-nums">{figure(data && String(data.clients.byStatus[status]))}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function TrialsEnding({ data }: { data: AdminDashboardResponse | undefined }) {
  return (
    <Card role="group" aria-label={d.trialsEnding} className="p-4">
      <h2 className="mb-3 font-semibold text-slate-900">{d.trialsEnding}</h2>
      {!data ? (
        <p className="text-sm">
          <SkeletonText className="w-3/4" />
        </p>
      ) : data.trialsEnding.length === 0 ? (
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

function MonthSummary({ data }: { data: AdminDashboardResponse | undefined }) {
  const m = data?.month;
  // While loading: the gross and taxes rows, the taxes' label waiting for its rate.
  const rows: [string, ReactNode, number | undefined][] = m
    ? [
        [r.gross, r.gross, m.grossCents],
        ['taxes', r.taxes(percent(m.taxRateBps)), -m.taxesCents],
        ...m.feesByMethod
          .filter((f) => f.feeCents > 0)
          .map((f): [string, string, number] => [f.method, r.fee(paymentMethodLabels[f.method], percent(f.feeBps)), -f.feeCents]),
      ]
    : [
        [r.gross, r.gross, undefined],
        ['taxes', <SkeletonText key="taxes" className="w-24" />, undefined],
      ];
  return (
    <Card role="group" aria-label={d.month} className="p-4">
      <h2 className="mb-1 font-semibold text-slate-900">{d.month}</h2>
      <p className="mb-3 text-xs text-slate-500">{m ? `${formatDate(m.from)} – ${formatDate(m.to)}` : <SkeletonText className="w-1/3" />}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([key, label, cents]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right tabular-nums">{figure(cents === undefined ? undefined : formatMoney(cents))}</dd>
          </div>
        ))}
        <dt className="border-t border-slate-200 pt-2 font-semibold">{r.net}</dt>
        <dd className="border-t border-slate-200 pt-2 text-right font-semibold tabular-nums">{figure(m && formatMoney(m.netCents))}</dd>
      </dl>
    </Card>
  );
}
