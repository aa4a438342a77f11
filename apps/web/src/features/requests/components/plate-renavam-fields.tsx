import { useFormContext } from 'react-hook-form';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { requestStrings as s } from '../strings.ts';

type PlateRenavamValues = { placa: string; renavam: string };

/** Placa and RENAVAM of Vistoria em Trânsito and Comunicação de Venda. */
export function PlateRenavamFields() {
  const { register, formState } = useFormContext<PlateRenavamValues>();
  const { errors } = formState;
  return (
    <>
      <MaskedTextField
        mask="plate"
        label={s.placa}
        placeholder={s.placeholders.plate}
        error={errors.placa?.message}
        {...register('placa')}
      />
      <MaskedTextField mask="renavam" label={s.renavam} error={errors.renavam?.message} {...register('renavam')} />
    </>
  );
}
