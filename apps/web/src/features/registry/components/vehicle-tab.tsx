import {
  assinaturaOptions,
  carroceriaOptions,
  categoriaOptions,
  chRemOptions,
  especieOptions,
  origemOptions,
  procedenciaOptions,
  vehicleCapaOptions,
  vehiclePosicaoOptions,
} from '@despacha/domain/options/registry-options';
import type { Option } from '@despacha/domain/options/option';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useFieldOptions } from '../api/get-field-options.ts';
import { useRecordField } from '../hooks/use-record-field.ts';
import { registryStrings as s } from '../strings.ts';
import { FieldGrid } from './field-grid.tsx';

const v = s.vehicle;

/**
 * The national table's carroceria names (admin field options, what DETRAN documents print), then
 * the spec's market styles, kept so the vehicles that store them still show them.
 */
const bodyTypes = (detran: readonly Option[]) => [...detran, ...carroceriaOptions.filter((m) => !detran.some((o) => o.value === m.value))];

/** Dados do Veículo, in the order of the paper form (spec §3). */
export function VehicleTab() {
  const field = useRecordField();
  const options = useFieldOptions();
  const select = { placeholder: s.select };
  return (
    <FieldGrid>
      <SelectField label={v.assinatura} options={assinaturaOptions} {...select} {...field('vehicle.assinatura')} />
      <SelectField label={v.posicao} options={vehiclePosicaoOptions} {...select} {...field('vehicle.posicao')} />
      <TextField label={v.envelope} {...field('vehicle.envelope')} />
      <TextField label={v.entregue} {...field('vehicle.entregue')} />
      <MaskedTextField mask="renavam" label={v.renavam} {...field('vehicle.renavam')} />
      <MaskedTextField mask="chassis" label={v.chassis} {...field('vehicle.chassis')} />
      <MaskedTextField mask="plate" label={v.placa} placeholder={s.placeholders.plate} {...field('vehicle.placa')} />
      <MaskedTextField mask="plate" label={v.placaAnterior} {...field('vehicle.placaAnterior')} />
      <TextField label={v.marca} {...field('vehicle.marca')} />
      <TextField label={v.anoFabricacao} inputMode="numeric" maxLength={4} {...field('vehicle.anoFabricacao')} />
      <TextField label={v.modelo} {...field('vehicle.modelo')} />
      <TextField label={v.anoModelo} inputMode="numeric" maxLength={4} {...field('vehicle.anoModelo')} />
      <SelectField label={v.chRem} options={chRemOptions} {...select} {...field('vehicle.chRem')} />
      <SelectField label={v.especie} options={especieOptions} {...select} {...field('vehicle.especie')} />
      <SelectField label={v.combustivel} options={options('fuel_type')} {...select} {...field('vehicle.combustivel')} />
      <TextField label={v.cilindrada} {...field('vehicle.cilindrada')} />
      <SelectField label={v.categoria} options={categoriaOptions} {...select} {...field('vehicle.categoria')} />
      <SelectField label={v.carro} options={bodyTypes(options('body_type'))} hint={s.hints.carro} {...select} {...field('vehicle.carro')} />
      <TextField label={v.potencia} {...field('vehicle.potencia')} />
      <SelectField label={v.tipo} options={options('vehicle_type')} {...select} {...field('vehicle.tipo')} />
      <TextField label={v.capacidadePass} inputMode="numeric" {...field('vehicle.capacidadePass')} />
      <TextField label={v.ton} {...field('vehicle.ton')} />
      <TextField label={v.catSeg} {...field('vehicle.catSeg')} />
      <TextField label={v.eixos} inputMode="numeric" {...field('vehicle.eixos')} />
      <SelectField label={v.procedencia} options={procedenciaOptions} {...select} {...field('vehicle.procedencia')} />
      <SelectField label={v.cor} options={options('color')} {...select} {...field('vehicle.cor')} />
      <SelectField label={v.origemServico} options={origemOptions} {...select} {...field('vehicle.origemServico')} />
      <SelectField label={v.capaProcesso} options={vehicleCapaOptions} {...select} {...field('vehicle.capaProcesso')} />
    </FieldGrid>
  );
}
