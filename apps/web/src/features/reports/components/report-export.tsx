import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { ReportRunSummary } from '@despacha/domain/contracts/reports';
import { reportFormats, reportKindOptions, type ReportFileFormat, type ReportKind } from '@despacha/domain/reports/kinds';
import { reportMessages } from '@despacha/domain/reports/messages';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useStartExport } from '../api/export-report.ts';
import { reportDownloadUrl, useReportRun } from '../api/get-report-runs.ts';
import { reportRunsKey } from '../api/keys.ts';
import { startDownload } from '../download.ts';
import type { ReportFilterValues } from '../filters.ts';
import { reportStrings as s } from '../strings.ts';

type ReportExportProps = {
  id: string;
  open: boolean;
  kind: ReportKind;
  onKindChange: (kind: ReportKind) => void;
  filters: ReportFilterValues;
};

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/**
 * "Exportar": the chosen report with the applied filters as PDF, XLSX or CSV. The server writes the
 * file in the background; its progress shows here (polled) and the file downloads when it is done.
 */
export function ReportExport({ id, open, kind, onKindChange, filters }: ReportExportProps) {
  const start = useStartExport();
  const [runId, setRunId] = useState<string | null>(null);
  const run = useReportRun(runId);
  const current: ReportRunSummary | undefined = run.data ?? start.data;
  const announced = useRef<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    const done = run.data;
    if (!done || done.status === 'running' || announced.current === done.id) return;
    announced.current = done.id;
    void queryClient.invalidateQueries({ queryKey: [...reportRunsKey, 'list'] });
    if (done.status === 'done') {
      startDownload(reportDownloadUrl(done.id));
      toast.success(s.exportDone, { description: s.exportDoneHint });
    } else {
      toast.error(s.exportFailed, { description: done.failure || reportMessages.runFailed });
    }
  }, [run.data, queryClient]);

  useEffect(() => {
    if (run.isError) toast.error(s.exportFailed, { description: errorText(run.error) });
  }, [run.isError, run.error]);

  const exportAs = (format: ReportFileFormat) =>
    start.mutate(
      { kind, filters, format },
      {
        onSuccess: (started) => setRunId(started.id),
        onError: (error) => toast.error(s.exportFailed, { description: errorText(error) }),
      },
    );

  const busy = start.isPending || current?.status === 'running';
  return (
    <div className="flex flex-col gap-3">
      {open ? (
        <div
          id={id}
          role="group"
          aria-label={s.exportTitle}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
        >
          <SelectField
            label={s.exportKind}
            className="sm:w-56"
            options={reportKindOptions}
            value={kind}
            onChange={(e) => onKindChange(e.target.value as ReportKind)}
          />
          <div className="flex flex-wrap gap-2">
            {reportFormats.map((format) => (
              <Button key={format} variant="outline" disabled={busy} aria-label={s.exportAs(format.toUpperCase())} onClick={() => exportAs(format)}>
                <Download aria-hidden="true" className="size-4" />
                {format.toUpperCase()}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {current ? <ExportProgress run={current} /> : null}
    </div>
  );
}

function ExportProgress({ run }: { run: ReportRunSummary }) {
  const label = `${run.kindLabel} · ${s.formatLabels[run.format]}`;
  if (run.status === 'running') {
    const total = Math.max(run.rowCount, run.rowsDone);
    return (
      <div role="status" className="flex flex-col gap-1.5 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
        <span>
          {label}: {s.exporting(run.rowsDone, total)}
        </span>
        <progress className="h-2 w-full accent-primary" max={total || 1} value={run.rowsDone} aria-label={label} />
      </div>
    );
  }
  if (run.status === 'done') {
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {label}: {s.exportDone}.
        <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={reportDownloadUrl(run.id)} download>
          <Download aria-hidden="true" className="size-4" />
          {s.download}
        </a>
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-red-700">
      {label}: {run.failure || reportMessages.runFailed}
    </p>
  );
}
