import { useRef, useState, type DragEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { FileSearch } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFieldOptions } from '../api/get-field-options.ts';
import type { RegistrationForm } from '../form-values.ts';
import { applyReading, takeBuyerAsOwner, type ReadingSummary as Summary } from './apply-reading.ts';
import { useReadVehicleDocument } from './read-vehicle-document.ts';
import { ReadingSummary } from './reading-summary.tsx';
import { readDocumentStrings as s } from './strings.ts';
import { errorText } from '../../../lib/error-text.ts';

/**
 * "Ler CRLV-e" above Dados do Veículo: drop the PDF of a CRLV-e or ATPV-e (or choose it with the
 * button); the fields read fill the form as unsaved changes, for the user to review and save.
 */
export function ReadDocumentPanel() {
  const form = useFormContext<RegistrationForm>();
  const choices = useFieldOptions();
  const reading = useReadVehicleDocument();
  const [summary, setSummary] = useState<Summary | null>(null);
  const [fileName, setFileName] = useState('');
  const [dragging, setDragging] = useState(false);
  const [buyerUsed, setBuyerUsed] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const read = (file: File) => {
    if (reading.isPending) return;
    setFileName(file.name);
    setSummary(null);
    setBuyerUsed(false);
    reading.mutate(file, { onSuccess: (result) => setSummary(applyReading(form, result, choices)) });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) read(file);
  };
  const error = reading.error ? errorText(reading.error, s.failed) : null;

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'mb-4 flex flex-col gap-3 rounded-lg border-2 border-dashed p-3 transition-colors',
        dragging ? 'border-primary bg-primary-soft' : 'border-slate-300 bg-slate-50',
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="button" variant="outline" disabled={reading.isPending} onClick={() => input.current?.click()} aria-describedby="read-document-hint">
          <FileSearch className="size-4" aria-hidden="true" />
          {s.button}
        </Button>
        <p id="read-document-hint" className="text-sm text-slate-600">
          {s.hint}
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        aria-label={s.chooseFile}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) read(file);
        }}
      />
      {reading.isPending ? (
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner label={s.readingLabel} className="[&>span]:size-5 [&>span]:border-2" />
          <span>{s.reading(fileName)}</span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {summary ? (
        <ReadingSummary
          summary={summary}
          buyerUsed={buyerUsed}
          onUseBuyer={() => {
            if (!summary.sale) return;
            takeBuyerAsOwner(form, summary.sale);
            setBuyerUsed(true);
          }}
          onClose={() => setSummary(null)}
        />
      ) : null}
    </div>
  );
}
