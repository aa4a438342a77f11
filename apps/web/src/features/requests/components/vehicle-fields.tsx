import { useFormContext } from 'react-hook-form';
import { asOptions, combustivelOptions } from '@despacha/domain/contracts/requests/enums';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { requestStrings as s } from '../strings.ts';

type VehicleValues = Record<'placaVeiculo' | 'chassi' | 'renavam' | 'marcaModelo' | 'anoFabricacao' | 'anoModelo' | 'cor' | 'combustivel', string>;

const v = s.vehicle;
const fuels = asOptions(combustivelOptions);

type VehicleFieldsProps = {
  /** Casos Especiais requires make, model and years; the other forms take them optionally. */
  described?: boolean;
  /** Casos Especiais also asks colour and fuel. */
  withColorAndFuel?: boolean;
};

/** The vehicle of Casos Especiais, Informação de Venda and Certidão de Propriedade. */
export function VehicleFields({ described = false, withColorAndFuel = false }: VehicleFieldsProps) {
  const { register, formState } = useFormContext<VehicleValues>();
  const { errors } = formState;
  const optional = described ? undefined : s.optional;
  return (
    <>
      <MaskedTextField mask="plate" label={v.placa} placeholder={s.placeholders.plate} error={errors.placaVeiculo?.message} {...register('placaVeiculo')} />
      <MaskedTextField mask="renavam" label={v.renavam} error={errors.renavam?.message} {...register('renavam')} />
      <MaskedTextField mask="chassis" label={v.chassi} className="sm:col-span-2" error={errors.chassi?.message} {...register('chassi')} />
      <TextField label={v.marcaModelo} hint={optional} className="sm:col-span-2" error={errors.marcaModelo?.message} {...register('marcaModelo')} />
      <TextField label={v.anoFabricacao} hint={optional} inputMode="numeric" maxLength={4} error={errors.anoFabricacao?.message} {...register('anoFabricacao')} />
      <TextField label={v.anoModelo} hint={optional} inputMode="numeric" maxLength={4} error={errors.anoModelo?.message} {...register('anoModelo')} />
      {withColorAndFuel ? (
        <>
          <TextField label={v.cor} error={errors.cor?.message} {...register('cor')} />
          <SelectField label={v.combustivel} options={fuels} placeholder={s.selectPlaceholder} error={errors.combustivel?.message} {...register('combustivel')} />
        </>
      ) : null}
    </>
  );
}
