import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { FormSection } from '../form-section.tsx';
import { RequestFieldGrid, type FieldSpec } from '../request-field-grid.tsx';
import { saleLabels as l } from './labels.ts';
import type { SaleFieldName, SaleFormValues } from './sale-form-values.ts';
import { saleStrings as s } from './strings.ts';

const fields: FieldSpec<SaleFieldName>[] = [
  { name: 'placa', mask: 'plate' },
  { name: 'renavam', mask: 'renavam' },
  { name: 'valorVenda', mask: 'money', span: 2 },
];

type VehicleCardProps = {
  title: string;
  /** The intention asks for the CRV security number; the cancellation for its reason. */
  extra: 'numeroSegurancaCRV' | 'motivoCancelamento';
};

/** The vehicle sold: plate, RENAVAM, sale value, and the form's own extra field. */
export function VehicleCard({ title, extra }: VehicleCardProps) {
  const { register, formState } = useFormContext<SaleFormValues>();
  const { errors } = formState;
  return (
    <FormSection title={title}>
      <RequestFieldGrid fields={fields} labels={l} />
      {extra === 'numeroSegurancaCRV' ? (
        <TextField label={l.numeroSegurancaCRV} className="sm:col-span-2" error={errors.numeroSegurancaCRV?.message} {...register('numeroSegurancaCRV')} />
      ) : (
        <TextareaField
          label={l.motivoCancelamento}
          hint={s.reasonHint}
          className="sm:col-span-2 lg:col-span-4"
          error={errors.motivoCancelamento?.message}
          {...register('motivoCancelamento')}
        />
      )}
    </FormSection>
  );
}
