import { useState } from 'react';
import { Download, RotateCcw } from 'lucide-react';
import type { ReportRunSummary } from '@despacha/domain/contracts/reports';
import { reportRunStatusOptions } from '@despacha/domain/reports/kinds';
import { reportMessages } from '@despacha/domain/reports/messages';
import { labelOf } from '@despacha/domain/options/option';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { reportDownloadUrl, useReportRuns } from '../api/get-report-runs.ts';
import { reportStrings as s } from '../strings.ts';

const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const whenText = (iso: string) => when.format(new Date(iso)).replace(',', '');
const c = s.historyColumns;

type ReportHistoryProps = {
  /** A screen run is generated again with its own kind and filters. */
  onRegenerate: (run: ReportRunSummary) => void;
  regenerating: boolean;
};

/** Every run of the agency, newest first: files download again, screen runs generate again. */
export function ReportHistory({ onRegenerate, regenerating }: ReportHistoryProps) {
  const [page, setPage] = useState(1);
  const runs = useReportRuns(page);

  const columns: DataTableColumn<ReportRunSummary>[] = [
    { id: 'kind', header: c.kind, cell: (r) => <span className="font-medium">{r.kindLabel}</span> },
    { id: 'filters', header: c.filters, cell: (r) => <span className="text-slate-700">{r.filtersLabel}</span>, className: 'min-w-56' },
    { id: 'createdBy', header: c.createdBy, cell: (r) => r.createdByName },
    { id: 'createdAt', header: c.createdAt, cell: (r) => <span className="whitespace-nowrap">{whenText(r.createdAt)}</span> },
    {
      id: 'rows',
      header: c.rows,
      className: 'text-right tabular-nums',
      cell: (r) => (r.status === 'running' ? s.runningRows(r.rowsDone, r.rowCount) : r.rowCount.toLocaleString('pt-BR')),
    },
    { id: 'format', header: c.format, cell: (r) => s.formatLabels[r.format] },
    { id: 'actions', header: c.actions, cell: (r) => <RunAction run={r} onRegenerate={onRegenerate} regenerating={regenerating} /> },
  ];

  return (
    <section aria-labelledby="report-history-title" className="flex flex-col gap-3">
      <h2 id="report-history-title" className="text-lg font-semibold text-slate-900">
        {s.history}
      </h2>
      {runs.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {s.historyLoadError}
          <Button variant="outline" size="sm" onClick={() => void runs.refetch()}>
            {s.retry}
          </Button>
        </div>
      ) : !runs.data ? (
        <Spinner label={s.historyLoading} className="py-6" />
      ) : runs.data.total === 0 ? (
        <EmptyState description={s.historyEmpty} />
      ) : (
        <>
          <DataTable caption={s.history} captionHidden columns={columns} rows={runs.data.items} rowKey={(r) => r.id} />
          <Pager page={runs.data.page} pageSize={runs.data.pageSize} total={runs.data.total} onPage={setPage} label={s.pagerLabel} itemsLabel={s.pagerItems} />
        </>
      )}
    </section>
  );
}

function RunAction({ run, onRegenerate, regenerating }: { run: ReportRunSummary; onRegenerate: ReportHistoryProps['onRegenerate']; regenerating: boolean }) {
  const time = whenText(run.createdAt);
  if (run.format === 'screen') {
    return (
      <Button variant="outline" size="sm" disabled={regenerating} aria-label={s.regenerateAria(run.kindLabel, time)} onClick={() => onRegenerate(run)}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {s.regenerate}
      </Button>
    );
  }
  if (run.status === 'done' && run.fileName) {
    return (
      <a
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        href={reportDownloadUrl(run.id)}
        download={run.fileName}
        aria-label={s.downloadAria(run.kindLabel, s.formatLabels[run.format], time)}
      >
        <Download aria-hidden="true" className="size-4" />
        {s.download}
      </a>
    );
  }
  if (run.status === 'failed') return <span className="text-sm text-red-700">{run.failure || reportMessages.runFailed}</span>;
  return <span className="text-sm text-slate-500">{labelOf(reportRunStatusOptions, run.status)}…</span>;
}
