import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { isCompleteFieldOption } from '@despacha/domain/options/field-option-kinds';
import { fieldOptionKinds, type FieldOptionKind } from '@despacha/domain/options/field-option-kinds';
import { adminMessages } from '@despacha/domain/admin-messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { fieldOptionFailed } from './field-option-error.ts';
import { useCreateFieldOption } from '../api/create-field-option.ts';
import { subscriptionStrings as s } from '../strings.ts';

const f = s.fieldOptions;
const empty = { fieldName: '', optionValue: '', optionLabel: '', displayOrder: '' };

/** Adds an option. Spec §5: with field, value or label missing nothing happens. */
export function FieldOptionCreateForm({ defaultField }: { defaultField: FieldOptionKind | '' }) {
  const [values, setValues] = useState({ ...empty, fieldName: defaultField });
  const create = useCreateFieldOption();
  // Typed and not added yet (cleared once added; the chosen field is kept).
  useLeaveGuard(values.optionValue !== '' || values.optionLabel !== '' || values.displayOrder !== '');
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteFieldOption(values) || create.isPending) return;
    create.mutate(
      { ...values, fieldName: values.fieldName as FieldOptionKind },
      {
        onSuccess: () => {
          toast.success(adminMessages.fieldOptionCreated);
          setValues((v) => ({ ...empty, fieldName: v.fieldName }));
        },
        onError: (error) => fieldOptionFailed(adminMessages.fieldOptionCreateFailed, error),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={f.newOption}
      className="grid items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1.2fr_1fr_1fr_5rem_auto]"
    >
      <SelectField label={f.field} options={fieldOptionKinds} placeholder={f.selectField} value={values.fieldName} onChange={set('fieldName')} />
      <TextField label={f.value} name="optionValue" value={values.optionValue} onChange={set('optionValue')} />
      <TextField label={f.label} name="optionLabel" value={values.optionLabel} onChange={set('optionLabel')} />
      <TextField label={f.order} type="number" step={1} inputMode="numeric" value={values.displayOrder} onChange={set('displayOrder')} />
      <Button type="submit" disabled={create.isPending}>
        <Plus className="size-4" aria-hidden="true" />
        {f.add}
      </Button>
    </form>
  );
}
