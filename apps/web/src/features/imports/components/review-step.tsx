import { CircleAlert } from 'lucide-react';
import type { ImportPreviewRow, ImportRun } from '@despacha/domain/contracts/imports';
import type { ImportFieldKey } from '@despacha/domain/imports/field-keys';
import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';
import { Button } from '../../../components/ui/button.tsx';
import { CountList } from './count-list.tsx';
import { PreviewTable } from './preview-table.tsx';
import { RunProgress } from './run-progress.tsx';
import { StepHeading } from './step-heading.tsx';

type ReviewStepProps = {
  run: ImportRun;
  /** The preview's first rows; null while a reopened screen has not got them from the server. */
  rows: readonly ImportPreviewRow[] | null;
  mapping: readonly (ImportFieldKey | null)[];
  onBack: () => void;
  onStart: () => void;
  starting: boolean;
  startError: string | null;
  /** Stops the analysis of a large file (nothing was saved); the wizard goes back to the columns. */
  onStopAnalysis: () => void;
  stopping: boolean;
  stopError: string | null;
};

/** Step 3: the forecast growing while the whole file is analysed, the first rows, then "Importar N linhas". */
export function ReviewStep({ run, rows, mapping, onBack, onStart, starting, startError, onStopAnalysis, stopping, stopError }: ReviewStepProps) {
  const analysing = run.status === 'analysing';
  const ready = run.status === 'ready';
  const toImport = run.counts.create + run.counts.update;

  return (
    <section aria-labelledby="import-review-step" className="flex flex-col gap-4">
      <StepHeading id="import-review-step">{s.reviewTitle}</StepHeading>
      <p className="-mt-3 text-sm break-all text-slate-600">{run.fileName}</p>
      <div role="status" className="text-sm text-slate-700">
        {analysing ? s.reviewAnalysing : ready ? s.reviewReady : null}
      </div>
      {run.status === 'failed' ? (
        <p role="alert" className="flex items-start gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {run.message ?? s.reviewFailed}
        </p>
      ) : null}
      {analysing ? <RunProgress label={s.analysisProgress} done={run.rowsDone} total={run.rowsTotal} /> : null}
      <CountList label={s.countsLabel} labels={s.forecast} counts={run.counts} />
      {run.counts.error > 0 ? <p className="text-sm text-slate-700">{s.errorsNotImported}</p> : null}
      {rows ? <PreviewTable mapping={mapping} rows={rows} /> : <p className="text-sm text-slate-600">{analysing ? s.previewPending : s.previewMissing}</p>}
      {ready && toImport === 0 ? <p className="text-sm text-slate-700">{s.nothingToImport}</p> : null}
      {startError || stopError ? (
        <p role="alert" className="flex items-start gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {startError ?? stopError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onBack} disabled={starting}>
            {s.back}
          </Button>
          {analysing ? (
            <Button variant="outline" onClick={onStopAnalysis} disabled={stopping}>
              {stopping ? s.stoppingAnalysis : s.stopAnalysis}
            </Button>
          ) : null}
        </div>
        <Button onClick={onStart} disabled={!ready || toImport === 0 || starting}>
          {s.importRows(toImport)}
        </Button>
      </div>
    </section>
  );
}
