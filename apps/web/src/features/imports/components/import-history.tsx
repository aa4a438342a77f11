import { Download } from 'lucide-react';
import type { ImportRun, ImportStatus } from '@despacha/domain/contracts/imports';
import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill.tsx';
import { importErrorsUrl } from '../api/get-import.ts';
import { useImportRuns } from '../api/get-imports.ts';

const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
export const whenText = (iso: string) => when.format(new Date(iso)).replace(',', '');
const c = s.historyColumns;

const tones: Record<ImportStatus, PillTone> = {
  uploaded: 'neutral',
  analysing: 'info',
  ready: 'info',
  running: 'warning',
  done: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

/** Counts mean what was done only once the import started; before that they are a forecast. */
const imported = (run: ImportRun) => run.status === 'running' || run.status === 'done' || run.status === 'cancelled' || run.status === 'failed';

const columns: DataTableColumn<ImportRun>[] = [
  { id: 'file', header: c.file, cell: (r) => <span className="font-medium break-all">{r.fileName}</span>, className: 'min-w-40' },
  { id: 'when', header: c.when, cell: (r) => <span className="whitespace-nowrap">{whenText(r.createdAt)}</span> },
  { id: 'by', header: c.by, cell: (r) => r.createdByName },
  { id: 'status', header: c.status, cell: (r) => <StatusPill label={s.statuses[r.status]} tone={tones[r.status]} /> },
  {
    id: 'counts',
    header: c.counts,
    className: 'min-w-56',
    cell: (r) => (
      <div className="flex flex-col items-start gap-1">
        <span className="text-slate-700">{imported(r) ? s.historyCounts(r.counts) : '—'}</span>
        {r.errorFile ? (
          <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={importErrorsUrl(r.id)} download aria-label={s.historyErrorsAria(r.fileName)}>
            <Download aria-hidden="true" className="size-4" />
            {s.historyErrors}
          </a>
        ) : null}
      </div>
    ),
  },
];

/** The agency's recent imports, newest first, under the file step. */
export function ImportHistory() {
  const runs = useImportRuns();
  return (
    <section aria-labelledby="import-history-title" className="flex flex-col gap-3">
      <h2 id="import-history-title" className="text-lg font-semibold text-slate-900">
        {s.historyTitle}
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
      ) : runs.data.items.length === 0 ? (
        <EmptyState description={s.historyEmpty} />
      ) : (
        <DataTable caption={s.historyTitle} captionHidden columns={columns} rows={runs.data.items} rowKey={(r) => r.id} />
      )}
    </section>
  );
}
