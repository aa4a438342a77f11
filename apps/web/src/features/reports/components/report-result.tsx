import type { Ref } from 'react';
import { X } from 'lucide-react';
import type { ReportGenerateResponse } from '@despacha/domain/contracts/reports';
import { reportMessages } from '@despacha/domain/reports/messages';
import { Button } from '../../../components/ui/button.tsx';
import { reportStrings as s } from '../strings.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportTable } from './report-table.tsx';

type ReportResultProps = { result: ReportGenerateResponse; onClose: () => void; ref?: Ref<HTMLElement> };

/** What a generation answered: the run's filters, the chart where it helps, the table and totals. */
export function ReportResult({ result, onClose, ref }: ReportResultProps) {
  const { run } = result;
  const title = s.resultTitle(run.kindLabel);
  // POR ORIGEM lists origins: its services are the sum of its services column, not its row count.
  const services = typeof result.totals.services === 'number' ? result.totals.services : result.rowCount;
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="report-result-title" className="flex flex-col gap-4 outline-none">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="report-result-title" className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-600">
            {run.filtersLabel} · {s.rowCount(result.rowCount)}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
          {s.closeResult}
        </Button>
      </div>
      {result.truncated ? (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {s.showing(result.rows.length, result.rowCount)}
        </p>
      ) : null}
      {result.chart && result.rowCount > 0 ? <ReportChart chart={result.chart} /> : null}
      <ReportTable
        caption={title}
        columns={result.columns}
        rows={result.rows}
        totals={result.totals}
        totalsLabel={reportMessages.totalsRow(services, result.totals.feesToConfirm ?? 0)}
      />
    </section>
  );
}
