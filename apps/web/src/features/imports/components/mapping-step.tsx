import { useId, useState } from 'react';
import { CircleAlert } from 'lucide-react';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { columnLetter, columnName, duplicateFields, mappingProblem, type MappingDraft } from '../mapping.ts';
import { FieldSelect } from './field-select.tsx';
import { StepHeading } from './step-heading.tsx';

type MappingStepProps = {
  run: Pick<ImportRun, 'fileName' | 'headers'>;
  draft: MappingDraft;
  onDraftChange: (draft: MappingDraft) => void;
  /** The draft differs from what was last analysed: leaving asks first (decision 057). */
  unsaved: boolean;
  onAnalyse: (draft: MappingDraft) => void;
  analysing: boolean;
  /** The server's refusal of the last "Analisar". */
  serverError: string | null;
  onOtherFile: () => void;
};

type Row = { index: number; header: string };

/** Step 2: each column of the file → a field or "Ignorar esta coluna"; "Sobrescrever"; "Analisar". */
export function MappingStep({ run, draft, onDraftChange, unsaved, onAnalyse, analysing, serverError, onOtherFile }: MappingStepProps) {
  const id = useId();
  const [tried, setTried] = useState(false);
  useLeaveGuard(unsaved);
  const duplicates = duplicateFields(draft.mapping);
  const problem = mappingProblem(draft.mapping);
  const mapped = draft.mapping.filter((key) => key !== null).length;

  const choose = (index: number, key: MappingDraft['mapping'][number]) =>
    onDraftChange({ ...draft, mapping: draft.mapping.map((current, i) => (i === index ? key : current)) });

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'column',
      header: s.columnHeader,
      className: 'w-2/5 min-w-28',
      cell: (row) => (
        <div className="flex flex-col">
          <span className="font-medium break-words">{columnName(row.header, row.index)}</span>
          <span className="text-xs text-slate-500">{s.columnLetter(columnLetter(row.index))}</span>
        </div>
      ),
    },
    {
      id: 'field',
      header: s.fieldHeader,
      className: 'min-w-44',
      cell: (row) => {
        const key = draft.mapping[row.index] ?? null;
        const duplicate = key !== null && duplicates.has(key);
        const messageId = `${id}-${row.index}-message`;
        return (
          <div className="flex flex-col gap-1">
            <FieldSelect
              id={`${id}-${row.index}`}
              label={s.fieldFor(columnName(row.header, row.index))}
              value={key}
              onChange={(next) => choose(row.index, next)}
              invalid={duplicate}
              messageId={duplicate ? messageId : undefined}
            />
            {duplicate ? (
              <p id={messageId} className="flex items-start gap-1 text-sm text-red-700">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {s.duplicateField}
              </p>
            ) : null}
          </div>
        );
      },
    },
  ];

  const analyse = () => {
    setTried(true);
    if (!problem) onAnalyse(draft);
  };
  const error = (tried ? problem : null) ?? serverError;

  return (
    <section aria-labelledby="import-columns-step" className="flex flex-col gap-4">
      <StepHeading id="import-columns-step">{s.columnsTitle}</StepHeading>
      <p className="text-sm text-slate-700">{s.columnsIntro(run.fileName)}</p>
      <DataTable
        caption={s.columnsCaption}
        columns={columns}
        rows={run.headers.map((header, index) => ({ index, header }))}
        rowKey={(row) => String(row.index)}
        maxHeightClass="max-h-[60dvh]"
      />
      <p className="text-sm text-slate-600" aria-live="polite">
        {s.mappedCount(mapped, run.headers.length)}
      </p>
      <CheckboxField
        label={s.overwrite}
        hint={s.overwriteHint}
        checked={draft.overwrite}
        onChange={(event) => onDraftChange({ ...draft, overwrite: event.target.checked })}
      />
      {error ? (
        <p role="alert" className="flex items-start gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onOtherFile} disabled={analysing}>
          {s.otherFile}
        </Button>
        <Button onClick={analyse} disabled={analysing}>
          {analysing ? s.analysing : s.analyse}
        </Button>
      </div>
    </section>
  );
}
