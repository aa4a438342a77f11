import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportPreviewRow, ImportRun } from '@despacha/domain/contracts/imports';
import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { confirmLeave } from '../../../lib/leave-guard.ts';
import { useAnalyseImport } from '../api/analyse-import.ts';
import { useCancelImport } from '../api/cancel-import.ts';
import { useImportRun } from '../api/get-import.ts';
import { useImportPreview } from '../api/get-import-preview.ts';
import { isBusy, useImportRuns } from '../api/get-imports.ts';
import { importRunKey } from '../api/keys.ts';
import { useStartImport } from '../api/start-import.ts';
import { useUploadImport } from '../api/upload-import.ts';
import { draftOf, type MappingDraft } from '../mapping.ts';
import { FileStep } from './file-step.tsx';
import { ImportHistory } from './import-history.tsx';
import { ImportStep } from './import-step.tsx';
import { MappingStep } from './mapping-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { WizardSteps, type WizardStep } from './wizard-steps.tsx';

type Stage = { step: WizardStep; runId: string | null };
const start: Stage = { step: 'file', runId: null };
const draftKey = (draft: MappingDraft | null) => JSON.stringify(draft);

/** Importar dados: Arquivo → Colunas → Conferência → Importação, with the agency's recent imports. */
export function ImportsPage() {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>(start);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  /** The draft the server analysed last: leaving with another one loses work. */
  const [analysed, setAnalysed] = useState<string | null>(null);
  const [rows, setRows] = useState<ImportPreviewRow[] | null>(null);
  const [moved, setMoved] = useState(false);
  const list = useImportRuns();
  const current = useImportRun(stage.runId);
  const run = current.data;
  // Reopened on a review, the rows shown come from the server's copy of the last analysis.
  const kept = useImportPreview(stage.runId, stage.step === 'review' && rows === null && run?.status === 'ready');
  const upload = useUploadImport();
  const analyse = useAnalyseImport();
  const begin = useStartImport();
  const cancel = useCancelImport();

  const go = (next: Stage) => {
    setMoved(true);
    setStage(next);
  };
  const openRun = (opened: ImportRun, step: WizardStep) => {
    queryClient.setQueryData(importRunKey(opened.id), opened);
    const openedDraft = draftOf(opened.headers, opened.mapping, opened.overwrite);
    setDraft(openedDraft);
    setAnalysed(step === 'columns' ? null : draftKey(openedDraft));
    setRows(null);
    go({ step, runId: opened.id });
  };
  const reset = () => {
    for (const mutation of [upload, analyse, begin, cancel]) mutation.reset();
    setDraft(null);
    setAnalysed(null);
    setRows(null);
    go(start);
  };

  // Reopened while the agency's import is analysed or running: that run is shown again (once).
  const resumed = useRef(false);
  const resume = useEffectEvent((items: ImportRun[]) => {
    const busy = items.find(isBusy);
    if (busy && stage.step === 'file') openRun(busy, busy.status === 'running' ? 'import' : 'review');
  });
  useEffect(() => {
    // A list cached from an earlier visit may be stale: the one fetched now decides.
    if (resumed.current || !list.data || !list.isFetchedAfterMount) return;
    resumed.current = true;
    // Only the first list counts: later ones must not pull the user away from what they are doing.
    resume(list.data.items);
  }, [list.data, list.isFetchedAfterMount]);

  // A run started elsewhere (another tab) while this one was in review shows its import.
  const startedElsewhere = stage.step === 'review' && (run?.status === 'running' || run?.status === 'done' || run?.status === 'cancelled');
  const step: WizardStep = startedElsewhere ? 'import' : stage.step;

  const body = () => {
    if (step === 'file') {
      return (
        <FileStep
          focus={moved}
          upload={{
            send: (file) => upload.mutate(file, { onSuccess: (uploaded) => openRun(uploaded, 'columns') }),
            pending: upload.isPending,
            progress: upload.progress,
            fileName: upload.variables?.name ?? null,
            error: upload.isError ? errorText(upload.error, s.uploadFailed) : null,
          }}
        />
      );
    }
    if (current.isError) {
      return (
        <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-700">
          {errorText(current.error, s.historyLoadError)}
          <Button variant="outline" onClick={reset}>
            {s.importAnother}
          </Button>
        </div>
      );
    }
    if (!run || !draft) return <Spinner className="py-8" />;
    if (step === 'columns') {
      return (
        <MappingStep
          run={run}
          draft={draft}
          onDraftChange={(next) => {
            analyse.reset();
            setDraft(next);
          }}
          unsaved={draftKey(draft) !== analysed && draft.mapping.some((key) => key !== null)}
          onAnalyse={(chosen) =>
            analyse.mutate(
              { id: run.id, ...chosen },
              {
                onSuccess: (preview) => {
                  setRows(preview.rows);
                  setAnalysed(draftKey(chosen));
                  go({ step: 'review', runId: run.id });
                },
              },
            )
          }
          analysing={analyse.isPending}
          serverError={analyse.isError ? errorText(analyse.error, s.analyseFailed) : null}
          onOtherFile={() => confirmLeave(reset)}
        />
      );
    }
    if (step === 'review') {
      return (
        <ReviewStep
          run={run}
          rows={rows ?? kept.data ?? null}
          mapping={draft.mapping}
          onBack={() => {
            begin.reset();
            cancel.reset();
            go({ step: 'columns', runId: run.id });
          }}
          onStart={() => begin.mutate(run.id, { onSuccess: () => go({ step: 'import', runId: run.id }) })}
          starting={begin.isPending}
          startError={begin.isError ? errorText(begin.error, s.startFailed) : null}
          onStopAnalysis={() =>
            cancel.mutate(run.id, {
              // Reset, or the import started after a new analysis would read "Cancelando…".
              onSuccess: () => {
                cancel.reset();
                go({ step: 'columns', runId: run.id });
              },
            })
          }
          stopping={cancel.isPending}
          stopError={cancel.isError ? errorText(cancel.error, s.stopAnalysisFailed) : null}
        />
      );
    }
    return (
      <ImportStep
        run={run}
        onCancel={() => cancel.mutate(run.id)}
        cancelling={cancel.isPending || (cancel.isSuccess && run.status === 'running')}
        cancelError={cancel.isError ? errorText(cancel.error, s.cancelFailed) : null}
        onAnother={reset}
      />
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={s.title} description={s.intro} />
      <WizardSteps current={step} />
      <Card className="min-w-0 p-4 sm:p-6">{body()}</Card>
      {step === 'file' ? <ImportHistory /> : null}
    </div>
  );
}
