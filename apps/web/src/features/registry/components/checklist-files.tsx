import { Trash2 } from 'lucide-react';
import type { ServiceFileResponse } from '@despacha/domain/contracts/registry/service-detail';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { fileUrl, useDeleteServiceFile } from '../api/delete-service-file.ts';
import { formatFileSize } from '../format.ts';
import { registryStrings as s } from '../strings.ts';

const d = s.documents;

/** The files of one checklist item: download by name, remove after a confirmation. */
export function ChecklistFiles({ serviceId, files }: { serviceId: string; files: ServiceFileResponse[] }) {
  const remove = useDeleteServiceFile(serviceId);
  if (files.length === 0) return <span className="text-slate-400">{d.noFiles}</span>;

  const onRemove = (file: ServiceFileResponse) => {
    if (!window.confirm(d.confirmRemove(file.originalName))) return;
    remove.mutate(file.id, {
      onSuccess: () => toast.success(m.fileRemoved),
      onError: () => toast.error(d.saveFailed),
    });
  };

  return (
    <ul className="flex flex-col gap-1">
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-2">
          <a
            href={fileUrl(file.id)}
            download={file.originalName}
            className="max-w-56 truncate text-primary underline-offset-2 hover:underline"
            title={d.download(file.originalName)}
          >
            {file.originalName}
          </a>
          <span className="whitespace-nowrap text-xs text-slate-500">{formatFileSize(file.sizeBytes)}</span>
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-1.5 text-red-700"
            aria-label={d.remove(file.originalName)}
            disabled={remove.isPending && remove.variables === file.id}
            onClick={() => onRemove(file)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
