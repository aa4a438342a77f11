import { AlertTriangle, Download } from 'lucide-react';
import { useState } from 'react';
import { CAIXA_EXPORT_ENTRIES_MAX, CAIXA_PDF_ENTRIES_MAX, caixaMessages as m } from '@despacha/domain/caixa/messages';
import type { CaixaFormat, CaixaResponse } from '@despacha/domain/contracts/caixa';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { caixaExportUrl, useCaixa, type CaixaPeriod } from '../api/get-caixa.ts';
import { caixaStrings as s } from '../strings.ts';
import { CaixaDays } from './caixa-days.tsx';
import { CaixaMethods, CaixaSummary } from './caixa-summary.tsx';
import { CaixaVoided } from './caixa-voided.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';

const formats: CaixaFormat[] = ['pdf', 'xlsx', 'csv'];

/** The file links of the period; a period the server would refuse is not offered. */
function ExportLinks({ period, data }: { period: CaixaPeriod; data: CaixaResponse | undefined }) {
  const tooLarge = (f: CaixaFormat) => (data?.entryCount ?? 0) > (f === 'pdf' ? CAIXA_PDF_ENTRIES_MAX : CAIXA_EXPORT_ENTRIES_MAX);
  const hint = data && tooLarge('csv') ? s.exportTooLarge : data && tooLarge('pdf') ? s.pdfTooLarge : null;
  return (
    <div role="group" aria-label={s.exportLegend} className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2">
        {formats.map((f) => {
          const label = (
            <>
              <Download className="size-4" aria-hidden="true" />
              {f.toUpperCase()}
            </>
          );
          // A format the server would refuse (or a period not loaded yet) is a disabled button, not a dead link.
          if (!data || tooLarge(f))
            return (
              <Button key={f} variant="outline" size="sm" disabled aria-label={s.exportAs(f.toUpperCase())}>
                {label}
              </Button>
            );
          return (
            <a
              key={f}
              href={caixaExportUrl(period, f)}
              download
              aria-label={s.exportAs(f.toUpperCase())}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              {label}
            </a>
          );
        })}
      </div>
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

type CaixaViewProps = { period: CaixaPeriod; onPeriodChange: (period: CaixaPeriod) => void };

/** The caixa of a period: picker and exports, balances, per-method totals, the day-by-day book. */
export function CaixaView({ period, onPeriodChange }: CaixaViewProps) {
  // Another period opens on its first page, however it changed (the picker or the address).
  const periodKey = `${period.from}/${period.to}`;
  const [page, setPage] = useState(1);
  const [pagedPeriod, setPagedPeriod] = useState(periodKey);
  if (pagedPeriod !== periodKey) {
    setPagedPeriod(periodKey);
    setPage(1);
  }
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useCaixa({ ...period, page });
  // While another period loads, the previous one stays on screen, dimmed and named as what it is;
  // another page of the same period keeps its exports, which cover the whole period.
  const shown = data ?? period;
  const ofPeriod = !isPlaceholderData || (data?.from === period.from && data.to === period.to);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <PeriodPicker period={period} onChange={onPeriodChange} />
        <ExportLinks period={period} data={isError || !ofPeriod ? undefined : data} />
      </div>
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        {s.showing(m.period(shown.from, shown.to))}
      </p>
      {isError ? (
        <div role="alert">
          <EmptyState title={s.loadError} description={errorText(error, s.loadErrorHint)} icon={<AlertTriangle className="size-8" />}>
            <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
              {s.retry}
            </Button>
          </EmptyState>
        </div>
      ) : isPending || !data ? (
        <Spinner label={s.loading} className="py-12" />
      ) : (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'flex flex-col gap-6 opacity-60' : 'flex flex-col gap-6'}>
          <CaixaContent data={data} page={page} onPage={setPage} />
        </div>
      )}
    </div>
  );
}

type CaixaContentProps = { data: CaixaResponse; page: number; onPage: (page: number) => void };

function CaixaContent({ data, page, onPage }: CaixaContentProps) {
  // The pager sits under a long table: the next page is read from its top.
  const toPage = (next: number) => {
    onPage(next);
    document.getElementById('caixa-days')?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <>
      <CaixaSummary data={data} />
      <CaixaMethods data={data} />
      <section aria-labelledby="caixa-days" className="flex flex-col gap-3">
        <h2 id="caixa-days" className="text-lg font-semibold text-slate-900">
          {s.daysTitle}
        </h2>
        {data.days.length ? <CaixaDays days={data.days} /> : data.entryCount ? null : <EmptyState title={s.emptyTitle} description={s.emptyHint} />}
        <Pager page={page} pageSize={data.pageSize} total={data.entryCount} onPage={toPage} label={s.pagerLabel} itemsLabel={s.pagerItems} />
      </section>
      <CaixaVoided entries={data.voided} />
    </>
  );
}
