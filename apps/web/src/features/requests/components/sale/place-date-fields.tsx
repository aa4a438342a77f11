import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../../components/ui/masked-input.tsx';
import { FormSection } from '../form-section.tsx';
import { saleLabels as l } from './labels.ts';
import type { SaleFormValues } from './sale-form-values.ts';
import { saleStrings as s } from './strings.ts';

/** Local (default 'Rio de Janeiro') and, where the form dates itself, Data (default today). */
export function PlaceDateFields({ withDate }: { withDate: boolean }) {
  const { register, formState } = useFormContext<SaleFormValues>();
  const { errors } = formState;
  return (
    <FormSection title={withDate ? s.placeAndDate : s.place}>
      <TextField label={l.local} className="sm:col-span-2" error={errors.local?.message} {...register('local')} />
      {withDate ? (
        <MaskedTextField mask="date" label={l.data} placeholder={s.placeholders.date} error={errors.data?.message} {...register('data')} />
      ) : null}
    </FormSection>
  );
}
