import { useRef, useState, type DragEvent } from 'react';
import { Download, FileSpreadsheet } from 'lucide-react';
import { importTemplateKinds } from '@despacha/domain/imports/field-keys';
import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { importTemplateUrl } from '../api/get-template.ts';
import { StepHeading } from './step-heading.tsx';

export const ACCEPTED_FILES = '.csv,.xlsx,.txt,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type UploadState = {
  send: (file: File) => void;
  pending: boolean;
  /** 0–100 while the file goes up; 100 while the server reads its header row. */
  progress: number;
  fileName: string | null;
  error: string | null;
};

/** Step 1: what the file may be, the templates, and the drop zone that uploads it. */
export function FileStep({ upload, focus }: { upload: UploadState; focus: boolean }) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !upload.pending) upload.send(file);
  };

  return (
    <section aria-labelledby="import-file-step" className="flex flex-col gap-4">
      <StepHeading id="import-file-step" focus={focus}>
        {s.fileTitle}
      </StepHeading>
      <div className="flex flex-col gap-2 text-sm text-slate-700">
        <p>{s.fileFormats}</p>
        <p>{s.fileLayout}</p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-800">{s.templatesTitle}</h3>
        <ul className="flex flex-wrap gap-2">
          {importTemplateKinds.map((kind) => (
            <li key={kind}>
              <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={importTemplateUrl(kind)} download>
                <Download aria-hidden="true" className="size-4" />
                {s.templates[kind]}
              </a>
            </li>
          ))}
        </ul>
      </div>
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
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-10 text-center text-sm text-slate-700 transition-colors',
          'focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-70',
          dragging ? 'border-primary bg-primary-soft' : 'border-slate-300 bg-slate-50 hover:bg-slate-100',
        )}
      >
        <FileSpreadsheet className="size-8 text-slate-500" aria-hidden="true" />
        <span>{s.dropHere}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        aria-label={s.chooseFile}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.send(file);
        }}
      />
      {upload.pending ? (
        <div className="flex flex-col gap-1" role="status">
          <span className="text-sm text-slate-700">
            {upload.progress < 100 ? `${s.uploading(upload.fileName ?? '')} ${upload.progress}%` : s.reading(upload.fileName ?? '')}
          </span>
          {upload.progress < 100 ? (
            <progress className="h-2 w-full accent-primary" max={100} value={upload.progress} aria-label={s.uploadProgress} />
          ) : (
            <progress className="h-2 w-full accent-primary" aria-label={s.uploadProgress} />
          )}
        </div>
      ) : null}
      {upload.error ? (
        <p role="alert" className="text-sm text-red-700">
          {upload.error}
        </p>
      ) : null}
    </section>
  );
}
