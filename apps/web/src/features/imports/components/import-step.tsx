import { useState } from 'react';
import { CircleAlert, Download } from 'lucide-react';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { importErrorsUrl } from '../api/get-import.ts';
import { CountList } from './count-list.tsx';
import { RunProgress } from './run-progress.tsx';
import { StepHeading } from './step-heading.tsx';

type ImportStepProps = {
  run: ImportRun;
  onCancel: () => void;
  /** Asked to stop; the run says 'cancelled' once it has. */
  cancelling: boolean;
  cancelError: string | null;
  onAnother: () => void;
};

/** Step 4: the import's progress with "Cancelar importação", then what it did. */
export function ImportStep(props: ImportStepProps) {
  return props.run.status === 'running' ? <Running {...props} /> : <Result run={props.run} onAnother={props.onAnother} />;
}

function Running({ run, onCancel, cancelling, cancelError }: ImportStepProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="import-running-step" className="flex flex-col gap-4">
      <StepHeading id="import-running-step">{s.runningTitle}</StepHeading>
      <p className="-mt-3 text-sm break-all text-slate-600">{run.fileName}</p>
      <RunProgress label={s.importProgress} done={run.rowsDone} total={run.rowsTotal} />
      <CountList label={s.resultLabel} labels={s.result} counts={run.counts} />
      <p className="text-sm text-slate-600">{s.runningHint}</p>
      {cancelError ? (
        <p role="alert" className="flex items-start gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {cancelError}
        </p>
      ) : null}
      <div>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={cancelling}>
          {cancelling ? s.cancelling : s.cancel}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming} title={s.cancelTitle} description={s.cancelDescription}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              onCancel();
            }}
          >
            {s.cancel}
          </Button>
          <Button data-autofocus onClick={() => setConfirming(false)}>
            {s.keepGoing}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function Result({ run, onAnother }: { run: ImportRun; onAnother: () => void }) {
  const status = run.status === 'cancelled' || run.status === 'failed' ? run.status : 'done';
  return (
    <section aria-labelledby="import-result-step" className="flex flex-col gap-4">
      <StepHeading id="import-result-step">{s.resultTitle[status]}</StepHeading>
      <p className="-mt-3 text-sm break-all text-slate-600">{run.fileName}</p>
      {status === 'failed' ? (
        <p role="alert" className="flex items-start gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {run.message ?? s.resultTitle.failed}
        </p>
      ) : (
        <p role="status" className="text-sm text-slate-700">
          {status === 'cancelled' ? s.cancelledHint : null}
          {run.message ? ` ${run.message}` : null}
        </p>
      )}
      <CountList label={s.resultLabel} labels={s.result} counts={run.counts} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        {run.errorFile ? (
          <a className={buttonClasses({ variant: 'outline' })} href={importErrorsUrl(run.id)} download>
            <Download aria-hidden="true" className="size-4" />
            {s.downloadErrors}
          </a>
        ) : (
          <span />
        )}
        <Button onClick={onAnother}>{s.importAnother}</Button>
      </div>
    </section>
  );
}
