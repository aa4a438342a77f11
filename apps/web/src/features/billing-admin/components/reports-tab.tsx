import { useState } from 'react';
import { FileText } from 'lucide-react';
import { billingReportFormats, billingReportKinds, billingReportLabels } from '@despacha/domain/billing/admin-labels';
import { paymentMethodLabels } from '@despacha/domain/billing/settings';
import { formatMoney } from '@despacha/domain/validators/money';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { reportUrl, usePeriodSummary } from '../api/billing-api.ts';
import { billingStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';

const r = s.reports;
const percent = (bps: number) => `${(bps / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
const monthStart = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
};
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The four reports of a period, each as PDF, XLSX or CSV, and the period summary (spec §9). */
export function ReportsTab() {
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const valid = Boolean(from && to && from <= to);
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:max-w-md">
        <legend className="mb-2 text-sm font-medium text-slate-700">{r.period}</legend>
        <DateField label={s.from} value={from} onChange={setFrom} />
        <DateField label={s.to} value={to} onChange={setTo} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {billingReportKinds.map((kind) => (
          <Card key={kind} role="group" aria-label={billingReportLabels[kind]} className="flex flex-col gap-3 p-4">
            <span className="flex items-center gap-2 font-medium text-slate-900">
              <FileText className="size-4 text-admin" aria-hidden="true" />
              {billingReportLabels[kind]}
            </span>
            <div className="flex flex-wrap gap-2">
              {billingReportFormats.map((format) => (
                <a
                  key={format}
                  className={buttonClasses({ variant: 'outline', size: 'sm', className: valid ? '' : 'pointer-events-none opacity-50' })}
                  aria-disabled={!valid}
                  href={valid ? reportUrl(kind, format, from, to) : undefined}
                  download
                  aria-label={`${billingReportLabels[kind]}: ${r.download(format.toUpperCase())}`}
                >
                  {format.toUpperCase()}
                </a>
              ))}
            </div>
          </Card>
        ))}
      </div>
      <p className="text-xs text-slate-500">{r.periodHint}</p>
      <PeriodSummary from={from} to={to} />
    </div>
  );
}

function PeriodSummary({ from, to }: { from: string; to: string }) {
  const { data, error, isPending, isError, isFetching, refetch } = usePeriodSummary(from, to);
  if (isError) return <LoadError title={r.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending || !data) return <Spinner label={r.loading} className="py-8" />;
  const rows: [string, number][] = [
    [r.gross, data.grossCents],
    [r.taxes(percent(data.taxRateBps)), -data.taxesCents],
    ...data.feesByMethod
      .filter((f) => f.grossCents > 0 || f.feeBps > 0)
      .map((f): [string, number] => [r.fee(paymentMethodLabels[f.method], percent(f.feeBps)), -f.feeCents]),
  ];
  return (
    <Card role="group" aria-label={r.title} className="p-4">
      <h2 className="mb-3 font-semibold text-slate-900">{r.title}</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right tabular-nums">{formatMoney(cents)}</dd>
          </div>
        ))}
        <dt className="border-t border-slate-200 pt-2 font-semibold">{r.net}</dt>
        <dd className="border-t border-slate-200 pt-2 text-right font-semibold tabular-nums">{formatMoney(data.netCents)}</dd>
      </dl>
    </Card>
  );
}
