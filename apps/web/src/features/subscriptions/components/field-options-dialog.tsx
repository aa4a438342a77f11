import { useState } from 'react';
import { fieldOptionKinds, type FieldOptionKind } from '@despacha/domain/options/field-option-kinds';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminFieldOptions } from '../api/get-admin-field-options.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { FieldOptionCreateForm } from './field-option-create-form.tsx';
import { FieldOptionRow } from './field-option-row.tsx';
import { LoadError } from './load-error.tsx';

const f = s.fieldOptions;
const headers = [f.field, f.value, f.label, f.order, f.active, f.actions];

type FieldOptionsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Gerenciar Opções de Campo': every option ordered by field then order, with create, edit, toggle and remove. */
export function FieldOptionsDialog({ open, onOpenChange }: FieldOptionsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={f.title} description={f.description} size="wide">
      {open ? <FieldOptionsManager /> : null}
    </Dialog>
  );
}

function FieldOptionsManager() {
  const { data, error, isPending, isError, isFetching, refetch } = useAdminFieldOptions();
  const [field, setField] = useState<FieldOptionKind | ''>('');
  const rows = (data ?? []).filter((o) => !field || o.fieldName === field);

  return (
    <div className="flex flex-col gap-4">
      <FieldOptionCreateForm key={field} defaultField={field} />
      <SelectField
        label={f.filter}
        options={fieldOptionKinds}
        placeholder={f.allFields}
        value={field}
        onChange={(e) => setField(e.target.value as FieldOptionKind | '')}
        className="sm:max-w-xs"
      />
      {isPending ? (
        <Spinner label={f.loading} className="py-8" />
      ) : isError ? (
        <LoadError title={f.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <div className="max-h-[50dvh] overflow-auto rounded-lg border border-slate-200">
          <table className="w-full border-collapse text-left text-sm" aria-busy={isFetching}>
            <caption className="sr-only">{f.listCaption}</caption>
            <thead>
              <tr>
                {headers.map((h) => (
                  <th
                    key={h}
                    scope="col"
                    className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600"
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={headers.length} className="px-3 py-6 text-center text-slate-500">
                    {f.empty}
                  </td>
                </tr>
              ) : (
                rows.map((option) => <FieldOptionRow key={option.id} option={option} />)
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
