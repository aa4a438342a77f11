import { useEffect, useRef } from 'react';
import { backupMessages } from '@despacha/domain/settings/backup-messages';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { backupDownloadUrl, useBackupNow, useBackups } from '../api/backups-api.ts';
import { formatDateTime } from '../format.ts';
import { backupStrings as b } from './backup-strings.ts';

const size = (bytes: number) => `${(bytes / 1_048_576).toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

/** Backup: "Fazer backup agora", the list with downloads, or what PostgreSQL reports (decision 031). */
export function BackupTab() {
  const backups = useBackups();
  const now = useBackupNow();
  const wasRunning = useRef(false);
  const data = backups.data;

  // The toast when the backup the tab saw running has finished.
  useEffect(() => {
    if (!data) return;
    if (wasRunning.current && !data.running) {
      if (data.lastError) toast.error(b.failedTitle, { description: data.lastError.message });
      else toast.success(backupMessages.done);
    }
    wasRunning.current = !!data.running;
  }, [data]);

  if (!data) return <Spinner label={b.loading} />;
  if (data.mode === 'postgresql') {
    const s = data.server;
    return (
      <div className="flex flex-col gap-3">
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{backupMessages.external}</p>
        <p className="text-sm text-slate-700">
          {!s
            ? b.serverUnknown
            : s.archiveMode === 'off'
              ? b.archiveOff
              : b.archiveOn(s.lastArchivedAt ? formatDateTime(s.lastArchivedAt) : null, s.lastFailedAt ? formatDateTime(s.lastFailedAt) : null)}
        </p>
      </div>
    );
  }
  const start = () =>
    now.mutate(undefined, {
      onSuccess: () => toast.info(backupMessages.started),
      onError: (error) => toast.error(b.failedTitle, { description: error.message }),
    });
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{data.autoBackup ? b.autoOn(data.retentionDays) : b.autoOff(data.retentionDays)}</p>
      <div className="flex items-center gap-3">
        <Button onClick={start} disabled={!!data.running || now.isPending}>
          {data.running ? b.running : b.now}
        </Button>
        {data.running ? <Spinner label={b.runningBy(data.running.createdByName)} /> : null}
      </div>
      {data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{b.empty}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{b.caption}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2">
                {b.date}
              </th>
              <th scope="col">{b.size}</th>
              <th scope="col">{b.by}</th>
              <th scope="col">
                <span className="sr-only">{b.download}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.name} className="border-b border-slate-100">
                <td className="py-2">{formatDateTime(item.createdAt)}</td>
                <td>{size(item.sizeBytes)}</td>
                <td>{item.automatic ? b.automatic : (item.createdByName ?? b.unknown)}</td>
                <td>
                  <a
                    className="text-blue-700 underline"
                    href={backupDownloadUrl(item.name)}
                    download={item.name}
                    aria-label={b.downloadOf(formatDateTime(item.createdAt))}
                  >
                    {b.download}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
