import { useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import type { ChecklistEntry } from '@despacha/domain/contracts/registry/service-detail';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { registryStrings as s } from '../strings.ts';

const d = s.documents;
export const ACCEPTED_FILES = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** One upload at a time for the whole documents tab: the area and each checklist row use it. */
export type UploadState = {
  send: (item: string, file: File) => void;
  pending: boolean;
  progress: number;
  fileName: string | null;
  error: string | null;
};

/** Drop a file here (or click to choose one) for the checklist item picked above the area. */
export function UploadArea({ checklist, upload }: { checklist: ChecklistEntry[]; upload: UploadState }) {
  const [item, setItem] = useState(checklist[0]?.item ?? '');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !upload.pending) upload.send(item, file);
  };

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={d.uploadItem}
        className="sm:max-w-md"
        options={checklist.map((entry) => ({ value: entry.item, label: entry.label }))}
        value={item}
        onChange={(event) => setItem(event.target.value)}
      />
      <button
        type="button"
        disabled={upload.pending}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center text-sm text-slate-600 transition-colors',
          'focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-70',
          dragging ? 'border-primary bg-primary-soft' : 'border-slate-300 bg-slate-50 hover:bg-slate-100',
        )}
      >
        <Upload className="size-6 text-slate-500" aria-hidden="true" />
        <span>{d.dropHere}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        aria-label={d.chooseFile}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.send(item, file);
        }}
      />
      {upload.pending ? (
        <div className="flex flex-col gap-1" role="status">
          <span className="text-sm text-slate-700">
            {d.uploading(upload.fileName ?? '')} {upload.progress}%
          </span>
          <progress className="h-2 w-full accent-primary" max={100} value={upload.progress} aria-label={d.uploadProgress} />
        </div>
      ) : null}
      {upload.error ? (
        <p role="alert" className="text-sm text-red-600">
          {upload.error}
        </p>
      ) : null}
    </div>
  );
}
