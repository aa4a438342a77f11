import { Archive, Download } from 'lucide-react';
import { lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import { buttonClasses, Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { agencyExportUrl, useAgencyExport, useStartAgencyExport } from '../api.ts';
import { errorText } from '../../../lib/error-text.ts';

const fileSize = (bytes: number) =>
  bytes < 1_048_576
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`
    : `${(bytes / 1_048_576).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/** "Exportar todos os dados": starts the ZIP, shows its progress, then its download. */
export function AgencyExportCard() {
  const current = useAgencyExport();
  const start = useStartAgencyExport();
  const e = current.data?.export ?? null;
  const running = e?.status === 'running';
  const percent = e && e.rowsTotal + e.filesTotal > 0 ? Math.min(100, Math.round(((e.rowsDone + e.filesDone) * 100) / (e.rowsTotal + e.filesTotal))) : 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.agencyTitle}</CardTitle>
        <CardDescription>{m.agencyIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <Button
            onClick={() => start.mutate(undefined, { onError: (err) => toast.error(errorText(err, m.agencyFailed)) })}
            disabled={running || start.isPending || current.isPending}
          >
            <Archive aria-hidden="true" className="size-4" />
            {m.agencyStart}
          </Button>
        </div>
        {!e && current.isSuccess ? <p className="text-sm text-slate-600">{m.agencyNone}</p> : null}
        {e ? (
          <div className="flex flex-col gap-2" aria-live="polite">
            <p className="text-sm text-slate-700">{m.agencyDone(e.createdByName, formatDate(e.createdAt))}</p>
            {running ? (
              <>
                <div
                  role="progressbar"
                  aria-label={m.agencyTitle}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 w-full rounded bg-slate-200"
                >
                  <div className="h-2 rounded bg-primary" style={{ width: `${percent}%` }} />
                </div>
                <p className="text-sm text-slate-600">
                  {m.agencyProgress(e.rowsDone, e.rowsTotal)} · {m.agencyFilesProgress(e.filesDone, e.filesTotal)}
                </p>
              </>
            ) : null}
            {e.status === 'failed' ? <p className="text-sm text-red-600">{e.failure || m.agencyFailed}</p> : null}
            {e.status === 'done' ? (
              <p className="text-sm text-slate-600">
                {m.agencyProgress(e.rowsDone, e.rowsTotal)} · {m.agencyFilesProgress(e.filesDone, e.filesTotal)}
                {e.sizeBytes !== null ? ` · ${fileSize(e.sizeBytes)}` : ''}
              </p>
            ) : null}
            {e.status === 'done' && e.downloadable ? (
              <a className={buttonClasses({ variant: 'outline', className: 'self-start' })} href={agencyExportUrl(e.id)} download>
                <Download aria-hidden="true" className="size-4" />
                {m.agencyDownload}
              </a>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
